"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useState } from "react";

import { errorText } from "~/trpc/error-text";
import { pollUntilKeyRefused } from "~/trpc/query-client";
import { useTRPC, useTRPCClient } from "~/trpc/react";

/** This device's place in a class: which class, and the student's own key (never shown). */
const STUDENT_KEY = "burraco-parole:classe";
/** How often the waiting room asks whether the teacher has started the games. */
const REFRESH_MS = 2500;

interface Place {
  classId: string;
  token: string;
}

function storedPlace(): Place | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STUDENT_KEY) ?? "null") as Partial<Place> | null;
    return typeof stored?.classId === "string" && typeof stored.token === "string" ? { classId: stored.classId, token: stored.token } : null;
  } catch {
    return null;
  }
}

/**
 * `/entra` (issue #16): a student types the class's code and a nickname — nothing else is
 * asked — and waits in the class's waiting room; when the teacher starts the games this page
 * goes to the student's table by itself.
 */
export function EnterClass({ code: initialCode }: { code: string }) {
  const id = useId();
  const client = useTRPCClient();
  const [place, setPlace] = useState<Place | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [code, setCode] = useState(initialCode);
  const [nickname, setNickname] = useState("");
  // After the first render: the server's render has no localStorage.
  useEffect(() => {
    setPlace(storedPlace());
    setLoaded(true);
  }, []);

  const join = useMutation({
    mutationFn: (input: { code: string; nickname: string }) => client.classroom.join.mutate(input),
    onSuccess: ({ classId, studentToken }) => {
      const next = { classId, token: studentToken };
      try {
        localStorage.setItem(STUDENT_KEY, JSON.stringify(next));
      } catch {
        // Private browsing: the waiting room works while this page stays open.
      }
      setPlace(next);
    },
  });

  if (!loaded) return null;
  if (place !== null) return <WaitingRoom place={place} leave={() => setPlace(null)} />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!join.isPending) join.mutate({ code, nickname: nickname.trim() });
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Il codice e il tuo soprannome</h2>
      <p className="help">Non scrivere il tuo nome vero: basta un soprannome che i compagni riconoscono.</p>
      <form className="form" onSubmit={onSubmit} data-testid="enter-form">
        <div className="field">
          <label htmlFor={`${id}-code`}>Codice della classe</label>
          <input
            id={`${id}-code`}
            type="text"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            value={code}
            className="input--code"
            data-testid="enter-code"
            onChange={(e) => setCode(e.target.value.toUpperCase())}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-nick`}>Soprannome</label>
          <input
            id={`${id}-nick`}
            type="text"
            required
            autoComplete="off"
            maxLength={24}
            value={nickname}
            data-testid="enter-nickname"
            onChange={(e) => setNickname(e.target.value)}
          />
        </div>
        <button type="submit" className="button button--large" disabled={join.isPending} data-testid="enter-submit">
          {join.isPending ? "Entro…" : "Entra"}
        </button>
        {join.isError && (
          <p className="alert" role="alert" data-testid="enter-error">
            {errorText(join.error)}
          </p>
        )}
      </form>
    </section>
  );
}

function WaitingRoom({ place, leave }: { place: Place; leave: () => void }) {
  const trpc = useTRPC();
  const router = useRouter();
  const me = useQuery({ ...trpc.classroom.me.queryOptions(place), refetchInterval: pollUntilKeyRefused(REFRESH_MS) });
  const table = me.data?.table ?? null;
  // The teacher started the games: off to the table, without a link to copy.
  useEffect(() => {
    if (table !== null) router.push(table.link);
  }, [table, router]);

  // Only a refusal that says the key is not (or no longer) this class's forgets it; a server
  // that is busy or restarting is waited for, the page keeps asking.
  const gone = me.isError && me.error.data?.code !== undefined && ["FORBIDDEN", "NOT_FOUND"].includes(me.error.data.code);
  if (gone) {
    return (
      <section className="card">
        <p className="alert" role="alert" data-testid="enter-error">
          {errorText(me.error)}
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            localStorage.removeItem(STUDENT_KEY);
            leave();
          }}
        >
          Entra di nuovo
        </button>
      </section>
    );
  }
  return (
    <section className="card" aria-live="polite" data-testid="waiting-room">
      {me.isError && <p className="help">{errorText(me.error)} Riprovo da solo.</p>}
      {me.data === undefined ? (
        <p>Un momento…</p>
      ) : (
        <>
          <h2>
            Ciao {me.data.nickname}, sei nella classe {me.data.className}
          </h2>
          {me.data.ended ? (
            <p>La classe è chiusa.</p>
          ) : table !== null ? (
            <p>Vai al tuo tavolo…</p>
          ) : (
            <p data-testid="waiting">Aspetta: quando l&apos;insegnante fa cominciare le partite, questa pagina ti porta al tuo tavolo.</p>
          )}
        </>
      )}
    </section>
  );
}
