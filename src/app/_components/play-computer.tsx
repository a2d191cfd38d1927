"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useState } from "react";

import type { Variant } from "~/engine/ruleset";
import type { ProfileName } from "~/lexicon/types";
import { errorText } from "~/trpc/error-text";
import { useTRPCClient } from "~/trpc/react";

import { BOT_LEVELS, type BotLevel, LEVEL_DESCRIPTIONS, levelLabel } from "./computer-levels";
import styles from "./play-computer.module.css";
import { ProfilePicker } from "./profile-picker";
import { NAME_MAX, rememberName, rememberedName } from "./remembered-name";
import { VariantPicker } from "./table-options";

/** The name a person plays under when they leave the field empty. */
const DEFAULT_NAME = "Giocatore";

/**
 * Home: "Gioca contro il computer" (issue #13). One click makes a table whose other seats are
 * computers (in 4, the partner too), takes seat 0 with the person's name and opens it: the
 * game is already under way when the table page appears, since every person seat is taken.
 */
export function PlayComputer() {
  const id = useId();
  const client = useTRPCClient();
  const router = useRouter();
  const [name, setName] = useState("");
  const [variant, setVariant] = useState<Variant>("uisp");
  // 5 only with the Basic rules ("da 2 a 5 giocatori"); the UISP table stops at 4 (Art. 3.3).
  const [players, setPlayers] = useState<2 | 4 | 5>(2);
  const chooseVariant = (next: Variant) => {
    setVariant(next);
    if (next !== "basic" && players === 5) setPlayers(4);
  };
  const [level, setLevel] = useState<BotLevel>("esperto");
  const [profile, setProfile] = useState<ProfileName>("torneo");

  // Filled after the first render: the server's render has no localStorage to read.
  useEffect(() => setName(rememberedName()), []);

  const start = useMutation({
    mutationFn: async (input: { name: string; variant: Variant; players: 2 | 4 | 5; level: BotLevel; profile: ProfileName }) => {
      const bots = Array.from({ length: input.players - 1 }, (_, i) => ({ seat: i + 1, level: input.level }));
      const created = await client.table.create.mutate({ variant: input.variant, players: input.players, wordProfile: input.profile, bots });
      const token = created.seatTokens[0];
      const link = created.seatLinks[0];
      if (token == null || link == null) throw new Error("il posto 1 non è stato creato per una persona");
      // Seat 0 joined, every person seat is taken: the table is playing before the page opens.
      await client.table.join.mutate({ gameId: created.gameId, token, name: input.name });
      return link;
    },
    onSuccess: (link, input) => {
      if (input.name !== DEFAULT_NAME) rememberName(input.name);
      router.push(link);
    },
  });
  // Pending until the table page replaces this one: no second table from a second click.
  const busy = start.isPending || start.isSuccess;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    start.mutate({ name: name.trim() || DEFAULT_NAME, variant, players, level, profile });
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby={`${id}-title`} data-testid="vs-computer">
      <h2 id={`${id}-title`}>Gioca contro il computer</h2>
      <p className="help">Una partita subito, senza link da mandare: tu al posto 1, il computer agli altri posti.</p>
      <form className="form" onSubmit={onSubmit} data-testid="vs-form">
        <div className="field">
          <label htmlFor={`${id}-name`}>Il tuo nome (facoltativo)</label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="nickname"
            maxLength={NAME_MAX}
            placeholder={DEFAULT_NAME}
            value={name}
            aria-describedby={`${id}-name-help`}
            data-testid="vs-name"
            onChange={(event) => setName(event.target.value)}
          />
          <p id={`${id}-name-help`} className="help">
            Se lo lasci vuoto giochi come «{DEFAULT_NAME}». Questo dispositivo lo ricorda per la prossima volta.
          </p>
        </div>

        <VariantPicker value={variant} onChange={chooseVariant} testIdPrefix="vs-variant" />

        <fieldset className="choice">
          <legend>Giocatori</legend>
          <div className="choice__options">
            {(variant === "basic" ? ([2, 4, 5] as const) : ([2, 4] as const)).map((n) => (
              <label key={n} className="choice__option">
                <input type="radio" name={`${id}-players`} checked={players === n} data-testid={`vs-players-${n}`} onChange={() => setPlayers(n)} />
                <span>{n}</span>
              </label>
            ))}
          </div>
          <p className="help">
            {players === 2
              ? "Tu contro il computer."
              : players === 4
                ? "In 4: il tuo compagno e i due avversari sono il computer."
                : "In 5: ognuno per sé, gli altri quattro sono il computer."}
          </p>
        </fieldset>

        <fieldset className="choice">
          <legend>Livello del computer</legend>
          <div className={styles.levels}>
            {BOT_LEVELS.map((option) => (
              <label key={option} className={`choice__option ${styles.level}`}>
                <input
                  type="radio"
                  name={`${id}-level`}
                  value={option}
                  checked={level === option}
                  aria-describedby={`${id}-level-${option}`}
                  data-testid={`vs-level-${option}`}
                  onChange={() => setLevel(option)}
                />
                <span>{levelLabel(option)}</span>
                <small id={`${id}-level-${option}`} className={styles.levelHelp}>
                  {LEVEL_DESCRIPTIONS[option]}
                </small>
              </label>
            ))}
          </div>
        </fieldset>

        <ProfilePicker value={profile} onChange={setProfile} legend="Parole" testIdPrefix="vs-profile" />

        <button type="submit" className="button button--large" disabled={busy} aria-describedby={`${id}-status`} data-testid="vs-submit">
          Gioca
        </button>
        <p id={`${id}-status`} className="status" role="status" data-testid="vs-status">
          {busy ? "Preparo il tavolo…" : ""}
        </p>
        {start.isError && (
          <p className="alert" role="alert" data-testid="vs-error">
            Il tavolo non è stato preparato. {errorText(start.error, "Il server non risponde: riprova.")}
          </p>
        )}
      </form>
    </section>
  );
}
