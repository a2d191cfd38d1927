"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";

import { BOT_LEVELS, type BotLevel, levelLabel } from "~/app/_components/computer-levels";
import { PageAlert } from "~/app/_components/page-alert";
import { QrCode } from "~/app/_components/qr-code";
import { NumberField, type RadioChoice, RadioChoices } from "~/app/_components/table-options";
import { type TableOf, TablesByHand, tablesOf } from "~/app/_components/tables-by-hand";
import { useOrigin } from "~/app/_components/use-origin";
import { errorText } from "~/trpc/error-text";
import { pollUntilKeyRefused } from "~/trpc/query-client";
import { useTRPC, useTRPCClient } from "~/trpc/react";

import { ClassJudge } from "./class-judge";
import { ClassReport } from "./class-report";
import { ClassStarts } from "./class-starts";

/** How often the page asks who is in and who plays where. */
const REFRESH_MS = 3000;

type Grouping = "pairs" | "fours" | "computer" | "hand";

const GROUPINGS: RadioChoice<Grouping>[] = [
  { value: "hand", label: "A mano: scegli tu il tavolo di ognuno" },
  { value: "pairs", label: "A coppie: uno contro uno (chi resta gioca contro il computer)" },
  { value: "fours", label: "In quattro: due contro due" },
  { value: "computer", label: "Ognuno contro il computer" },
];

/**
 * The teacher's page of a class (issue #16): the code to project, who is in, the lesson's
 * games started in one action, the tables being played, and the way to the judge's console
 * (the teacher is the language judge of the class's tables, with the same key).
 */
export function ClassConsole({ classId, teacherKey }: { classId: string; teacherKey: string }) {
  const id = useId();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const key = { classId, token: teacherKey };
  const view = useQuery({ ...trpc.classroom.view.queryOptions(key), refetchInterval: pollUntilKeyRefused(REFRESH_MS) });
  const [grouping, setGrouping] = useState<Grouping>("pairs");
  /** By hand: each student's table number (1…), or 0 for "does not play now". */
  const [tableOf, setTableOf] = useState<TableOf>({});
  const [level, setLevel] = useState<BotLevel>("principiante");
  const [deals, setDeals] = useState(1);
  const start = useMutation({
    mutationFn: () => {
      if (grouping !== "hand") return client.classroom.startGames.mutate({ ...key, grouping, level, deals });
      const tables = tablesOf(
        tableOf,
        (view.data?.students ?? []).map((s) => s.id),
      );
      return client.classroom.startGames.mutate({ ...key, grouping: "pairs", level, deals, tables });
    },
    onSuccess: () => void view.refetch(),
  });
  const remove = useMutation({
    mutationFn: (studentId: string) => client.classroom.remove.mutate({ ...key, studentId }),
    onSuccess: () => void view.refetch(),
  });
  const rename = useMutation({
    mutationFn: (input: { studentId: string; nickname: string }) => client.classroom.rename.mutate({ ...key, ...input }),
    onSuccess: () => void view.refetch(),
  });
  const newCode = useMutation({ mutationFn: () => client.classroom.newCode.mutate(key), onSuccess: () => void view.refetch() });
  const end = useMutation({ mutationFn: () => client.classroom.end.mutate(key), onSuccess: () => void view.refetch() });
  const origin = useOrigin();

  if (view.isPending) return <p aria-live="polite">Carico la classe…</p>;
  if (view.isError) {
    return (
      <PageAlert title="La classe" testId="class-fatal">
        {errorText(view.error)}
      </PageAlert>
    );
  }
  const c = view.data;
  const present = c.students.filter((s) => s.present);
  const joinUrl = `${origin}/entra?codice=${c.joinCode}`;

  function onStart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!start.isPending) start.mutate();
  }

  return (
    <>
      <h1>
        {c.name} <span className="count">· {c.schoolYear}</span>
      </h1>
      <p className="help" data-testid="class-settings">
        Parole: {c.settings.wordProfile} · Regole: {c.settings.variant === "basic" ? "Basic (per i più giovani)" : "Burraco Parole (torneo UISP)"} ·
        Suggerimenti:{" "}
        {c.settings.hints
          ? `${c.settings.hints.perDeal} a smazzata, ${c.settings.hints.cost === 0 ? "gratis" : `−${c.settings.hints.cost} punti l'uno`}`
          : "no"}
      </p>
      {c.ended && (
        <p className="alert" role="status">
          La classe è chiusa: nessuno può più entrare né giocare.
        </p>
      )}
      <section className="card" aria-labelledby={`${id}-code`}>
        <h2 id={`${id}-code`}>Il codice per entrare</h2>
        <p className="help">Gli studenti aprono {origin || "il sito"}/entra, scrivono il codice e un soprannome.</p>
        <p className="join-code">
          <span className="sr-only">Codice: {c.joinCode.split("").join(" ")}</span>
          <span aria-hidden="true" data-testid="class-code">
            {c.joinCode}
          </span>
        </p>
        {origin && <QrCode text={joinUrl} label={`Codice QR per entrare nella classe ${c.name}`} testId="class-qr" />}
        {!c.ended && (
          <p>
            <button
              type="button"
              className="button button--quiet button--small"
              disabled={newCode.isPending}
              data-testid="class-new-code"
              onClick={() => {
                if (window.confirm("Dare alla classe un codice nuovo? Quello di adesso non servirà più per entrare; chi è già nella classe resta."))
                  newCode.mutate();
              }}
            >
              Nuovo codice
            </button>
          </p>
        )}
        {newCode.isError && (
          <p className="alert" role="alert">
            {errorText(newCode.error)}
          </p>
        )}
        <p className="help">Il tuo link di insegnante è l&apos;indirizzo di questa pagina: salvalo, è l&apos;unica chiave della classe.</p>
      </section>

      <section className="card" aria-labelledby={`${id}-students`}>
        <h2 id={`${id}-students`}>
          Studenti{" "}
          <span className="count">
            ({present.length === 1 ? "1 presente" : `${present.length} presenti`} su {c.students.length})
          </span>
        </h2>
        {c.students.length === 0 ? (
          <p className="help">Nessuno è ancora entrato.</p>
        ) : (
          <ul className="class-students" data-testid="class-students">
            {c.students.map((s) => (
              <li key={s.id} className="class-student" data-testid="class-student" data-present={s.present} data-playing={s.gameId !== null}>
                <span>{s.present ? "●" : "○"}</span> <strong>{s.nickname}</strong> {s.gameId !== null ? "· al tavolo" : s.present ? "· in attesa" : "· non c'è"}{" "}
                <button
                  type="button"
                  className="button button--quiet button--small"
                  disabled={rename.isPending}
                  data-testid="class-student-rename"
                  onClick={() => {
                    // A nickname that is not right for school: the teacher gives another.
                    const nickname = window.prompt(`Nuovo soprannome per ${s.nickname}:`, s.nickname)?.trim();
                    if (nickname && nickname !== s.nickname) rename.mutate({ studentId: s.id, nickname });
                  }}
                >
                  Rinomina
                </button>{" "}
                <button
                  type="button"
                  className="button button--quiet button--small"
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(`Togliere ${s.nickname} dalla classe? Il suo telefono non entrerà più.`)) remove.mutate(s.id);
                  }}
                >
                  Togli
                </button>
              </li>
            ))}
          </ul>
        )}
        {(rename.isError || remove.isError) && (
          <p className="alert" role="alert">
            {errorText(rename.error ?? remove.error)}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby={`${id}-start`}>
        <h2 id={`${id}-start`}>Fai cominciare le partite</h2>
        <form className="form" onSubmit={onStart}>
          <RadioChoices legend="Come giocano" choices={GROUPINGS} value={grouping} onChange={setGrouping} testIdPrefix="class-grouping" column>
            {grouping === "fours" && c.settings.variant === "basic" && (
              <p className="help">Nelle regole Basic chi resta da solo si aggiunge a un tavolo da quattro: in cinque ognuno gioca per sé.</p>
            )}
          </RadioChoices>
          {grouping === "hand" && (
            <TablesByHand
              legend="Il tavolo di ognuno"
              people={present.map((s) => ({ id: s.id, label: s.nickname }))}
              tables={present.length}
              noneLabel="non gioca ora"
              value={tableOf}
              onChange={setTableOf}
              testId="class-by-hand"
              selectTestId="class-by-hand-table"
            >
              <p className="help">
                Da 1 a {c.settings.variant === "basic" ? 5 : 4} studenti per tavolo: chi è solo gioca contro il computer, in tre il computer fa il quarto; in
                quattro il primo e il terzo della lista giocano insieme{c.settings.variant === "basic" ? "; in cinque ognuno gioca per sé" : ""}.
              </p>
            </TablesByHand>
          )}
          <div className="field">
            <label htmlFor={`${id}-level`}>Il computer</label>
            <select id={`${id}-level`} value={level} onChange={(e) => setLevel(e.target.value as BotLevel)}>
              {BOT_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {levelLabel(l)}
                </option>
              ))}
            </select>
          </div>
          <NumberField label="Smazzate per partita" min={1} max={5} value={deals} onChange={setDeals} />
          <p className="help">Tutti i tavoli ricevono le stesse carte: dopo, la classe può confrontare come ogni tavolo ha giocato.</p>
          <button
            type="submit"
            className="button button--large"
            disabled={start.isPending || c.ended || (grouping === "hand" && !Object.values(tableOf).some((n) => n > 0))}
            data-testid="class-start"
          >
            {start.isPending
              ? "Preparo i tavoli…"
              : grouping === "hand"
                ? "Comincia con i tavoli scelti"
                : present.length === 1
                  ? "Comincia con l'unico presente"
                  : `Comincia con i ${present.length} presenti`}
          </button>
          {start.isError && (
            <p className="alert" role="alert" data-testid="class-start-error">
              {errorText(start.error)}
            </p>
          )}
          {start.isSuccess && (
            <p className="help" role="status">
              {start.data.tables === 1 ? "Un tavolo pronto" : `${start.data.tables} tavoli pronti`}: ogni studente è già al suo posto.
            </p>
          )}
        </form>
      </section>

      <section className="card" aria-labelledby={`${id}-games`}>
        <h2 id={`${id}-games`}>Ai tavoli</h2>
        {c.games.length === 0 ? (
          <p className="help">Nessuna partita in corso.</p>
        ) : (
          <ul data-testid="class-games">
            {c.games.map((g) => (
              <li key={g.gameId} data-testid="class-game">
                {g.players.map((p) => p ?? "Computer").join(" · ")}
              </li>
            ))}
          </ul>
        )}
      </section>

      <ClassJudge eventId={c.eventId} teacherKey={teacherKey} nicknameAt={(gameId, seat) => c.games.find((g) => g.gameId === gameId)?.players[seat] ?? null} />

      <ClassReport classId={classId} teacherKey={teacherKey} className={c.name} />

      <ClassStarts classId={classId} teacherKey={teacherKey} />

      {!c.ended && (
        <p>
          <button
            type="button"
            className="button button--quiet"
            disabled={end.isPending}
            onClick={() => {
              if (window.confirm("Chiudere la classe? Nessuno potrà più entrare né giocare.")) end.mutate();
            }}
          >
            Chiudi la classe
          </button>
        </p>
      )}
    </>
  );
}
