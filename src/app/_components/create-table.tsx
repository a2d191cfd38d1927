"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";

import { type Ruleset, UISP_RULES } from "~/engine/ruleset";
import type { ProfileName } from "~/lexicon/types";
import { errorText } from "~/trpc/error-text";
import { useTRPC } from "~/trpc/react";

import { BOT_LEVELS, type BotLevel, computerName, levelLabel } from "./computer-levels";
import { ProfilePicker } from "./profile-picker";
import { type Hints, HintsPicker, VariantPicker } from "./table-options";
import { LinkRow } from "./link-row";
import { useOrigin } from "./use-origin";

type Goal = "target" | "deals";
type JudgeMode = "off" | "friendly" | "tournament";
type ThreePlayerPozzetti = Ruleset["threePlayerPozzetti"];
type Variant = Ruleset["variant"];
/** Who sits at a seat: a person (who gets a link) or the computer at a level (issue #13). */
type SeatPlayer = "persona" | BotLevel;

/** The giudice di lingua (RULES §9, issue #5): who decides a word the dictionary refuses or doubts. */
const JUDGE_CHOICES: { value: JudgeMode; label: string }[] = [
  { value: "off", label: "Nessuno — decide il dizionario" },
  { value: "friendly", label: "Amichevole — la parola torna in mano se respinta" },
  { value: "tournament", label: "Torneo — carte penalizzate (§9)" },
];

/** The pozzetti of a 3-player table (Art. 3.3), each in one line; the ruleset's default first. */
const POZZETTI_CHOICES: { value: ThreePlayerPozzetti; label: string; help: string }[] = [
  {
    value: "18+11",
    label: "18 + 11",
    help: "Chi arriva per primo al pozzetto prende quello da 18 e gioca da solo; gli altri due fanno coppia con quello da 11.",
  },
  { value: "3x11", label: "3 × 11", help: "Ognuno gioca per sé, con il suo pozzetto da 11." },
];

/** Home: create a table, then copy the seat links and the spectator link, or show their QR codes. */
export function CreateTable() {
  const trpc = useTRPC();
  const id = useId();
  const [variant, setVariant] = useState<Variant>(UISP_RULES.variant);
  const [players, setPlayers] = useState<Ruleset["players"]>(2);
  const basic = variant === "basic";
  // Basic only (its page: "da 2 a 5 giocatori individualmente o 4 giocatori 2 contro 2"); UISP's 4 are always pairs (Art. 3.3).
  const [alone, setAlone] = useState(false);
  const chooseVariant = (next: Variant) => {
    setVariant(next);
    if (next !== "basic" && players === 5) setPlayers(4);
  };
  const [pozzetti, setPozzetti] = useState<ThreePlayerPozzetti>(UISP_RULES.threePlayerPozzetti);
  const [profile, setProfile] = useState<ProfileName>("torneo");
  const [goal, setGoal] = useState<Goal>("target");
  const [deals, setDeals] = useState(3);
  const [timers, setTimers] = useState(false);
  // Art. 10.17: gioco al monte is part of the regulation; the table may turn it off.
  const [giocoAlMonte, setGiocoAlMonte] = useState(UISP_RULES.giocoAlMonte);
  const [judge, setJudge] = useState<JudgeMode>("off");
  const [eventCode, setEventCode] = useState("");
  // Issue #16: the Suggerimento, a choice of scuola tables only (the ruleset refuses it elsewhere).
  const [hints, setHints] = useState<Hints>(null);
  // Seats 2-5 (index 0 is seat 2); seat 1 is always a person, whoever creates the table.
  const [others, setOthers] = useState<SeatPlayer[]>(["persona", "persona", "persona", "persona"]);
  const create = useMutation(trpc.table.create.mutationOptions());

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const bots = others.slice(0, players - 1).flatMap((player, i) => (player === "persona" ? [] : [{ seat: i + 1, level: player }]));
    create.mutate({
      variant,
      players,
      ...(basic && players === 4 && alone ? { partners: false } : {}),
      // Art. 3.3: a choice of the 3-player UISP table only (the server refuses it at 2 and 4, and in Basic).
      ...(players === 3 && !basic ? { threePlayerPozzetti: pozzetti } : {}),
      wordProfile: profile,
      timers,
      // Art. 10.17 is a UISP move: Basic has no gioco al monte, and the server refuses the option there.
      ...(basic ? {} : { giocoAlMonte }),
      judge,
      ...(judge !== "off" && eventCode.trim() !== "" ? { eventCode: eventCode.trim() } : {}),
      ...(goal === "target" ? { target: 2005 } : { deals }),
      ...(profile === "scuola" && hints !== null ? { hints } : {}),
      ...(bots.length > 0 ? { bots } : {}),
    });
  }

  const origin = useOrigin();

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Crea un tavolo</h2>
      <form className="form" onSubmit={onSubmit} data-testid="create-form">
        <VariantPicker value={variant} onChange={chooseVariant} testIdPrefix="create-variant" />

        <fieldset className="choice">
          <legend>Giocatori</legend>
          <div className="choice__options">
            {(basic ? ([2, 3, 4, 5] as const) : ([2, 3, 4] as const)).map((n) => (
              <label key={n} className="choice__option">
                <input type="radio" name={`${id}-players`} checked={players === n} data-testid={`create-players-${n}`} onChange={() => setPlayers(n)} />
                <span>{n}</span>
              </label>
            ))}
          </div>
          {players === 4 && basic && (
            <label className="check">
              <input type="checkbox" checked={alone} data-testid="create-alone" onChange={(event) => setAlone(event.target.checked)} />
              <span>Ognuno per sé (nelle regole Basic si può: ognuno ha la sua linea e il suo punteggio)</span>
            </label>
          )}
          {players === 4 && !(basic && alone) && <p className="help">In 4: posti 1 e 3 contro posti 2 e 4.</p>}
          {players === 5 && <p className="help">In 5: ognuno per sé.</p>}
        </fieldset>

        {players === 3 && !basic && (
          <fieldset className="choice" data-testid="create-pozzetti">
            <legend>Pozzetti in 3 (Art. 3.3)</legend>
            <div className="choice__options">
              {POZZETTI_CHOICES.map((choice) => (
                <label key={choice.value} className="choice__option">
                  <input
                    type="radio"
                    name={`${id}-pozzetti`}
                    checked={pozzetti === choice.value}
                    aria-describedby={`${id}-pozzetti-${choice.value}`}
                    data-testid={`create-pozzetti-${choice.value}`}
                    onChange={() => setPozzetti(choice.value)}
                  />
                  <span>{choice.label}</span>
                </label>
              ))}
            </div>
            {POZZETTI_CHOICES.map((choice) => (
              <p key={choice.value} id={`${id}-pozzetti-${choice.value}`} className="help">
                <strong>{choice.label}</strong>: {choice.help}
              </p>
            ))}
          </fieldset>
        )}

        <fieldset className="choice">
          <legend>Chi gioca</legend>
          <p className="help">Posto 1: una persona (di solito tu).</p>
          {others.slice(0, players - 1).map((player, i) => (
            <div key={i} className="field">
              <label htmlFor={`${id}-seat-${i + 1}`}>Posto {i + 2}</label>
              <select
                id={`${id}-seat-${i + 1}`}
                value={player}
                data-testid={`create-seat-${i + 1}`}
                onChange={(event) => setOthers((list) => list.map((p, j) => (j === i ? (event.target.value as SeatPlayer) : p)))}
              >
                <option value="persona">Persona</option>
                {BOT_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    Computer — {levelLabel(level)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {others.slice(0, players - 1).some((player) => player !== "persona") && (
            <p className="help">Il computer gioca da solo al suo posto: quel posto non ha link.</p>
          )}
        </fieldset>

        <ProfilePicker value={profile} onChange={setProfile} legend="Parole" testIdPrefix="create-profile" />

        <HintsPicker profile={profile} value={hints} onChange={setHints} testIdPrefix="create" />

        <fieldset className="choice">
          <legend>Traguardo</legend>
          <div className="choice__options">
            <label className="choice__option">
              <input type="radio" name={`${id}-goal`} checked={goal === "target"} data-testid="create-goal-target" onChange={() => setGoal("target")} />
              <span>2005 punti</span>
            </label>
            <label className="choice__option">
              <input type="radio" name={`${id}-goal`} checked={goal === "deals"} data-testid="create-goal-deals" onChange={() => setGoal("deals")} />
              <span>Smazzate</span>
            </label>
          </div>
          {goal === "deals" && (
            <div className="field">
              <label htmlFor={`${id}-deals`}>Numero di smazzate</label>
              <input
                id={`${id}-deals`}
                type="number"
                className="input--number"
                min={1}
                max={100}
                value={deals}
                data-testid="create-deals"
                onChange={(event) => setDeals(Math.min(100, Math.max(1, Number(event.target.value) || 1)))}
              />
            </div>
          )}
        </fieldset>

        <label className="check">
          <input type="checkbox" checked={timers} data-testid="create-timers" onChange={(event) => setTimers(event.target.checked)} />
          <span>Tempo per ogni mossa (5 secondi per pescare, da 10 a 40 per giocare, come nei tornei)</span>
        </label>

        {!basic && (
          <label className="check">
            <input type="checkbox" checked={giocoAlMonte} data-testid="create-monte" onChange={(event) => setGiocoAlMonte(event.target.checked)} />
            <span>Gioco al monte (Art. 10.17): invece di pescare si possono calare carte della mano con carte del monte scarti</span>
          </label>
        )}

        <fieldset className="choice">
          <legend>Giudice di lingua</legend>
          {/* Long labels: one option per row, still a segmented control. */}
          <div className="choice__options" style={{ flexDirection: "column" }}>
            {JUDGE_CHOICES.map((choice) => (
              <label key={choice.value} className="choice__option">
                <input
                  type="radio"
                  name={`${id}-judge`}
                  checked={judge === choice.value}
                  data-testid={`create-judge-${choice.value}`}
                  onChange={() => setJudge(choice.value)}
                />
                <span>{choice.label}</span>
              </label>
            ))}
          </div>
          {judge !== "off" && (
            <>
              <p className="help">
                Una parola rifiutata o dubbia si può portare al giudice invece di riprendere le carte; l&apos;avversario può sfidare una parola appena calata.
                Il giudice decide dal suo link.
              </p>
              <div className="field">
                <label htmlFor={`${id}-event`}>Codice per i tavoli dell&apos;evento (facoltativo)</label>
                <input
                  id={`${id}-event`}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={32}
                  value={eventCode}
                  data-testid="create-event"
                  placeholder="lascia vuoto se non c'è un torneo"
                  onChange={(event) => setEventCode(event.target.value.replace(/[^A-Za-z0-9_-]/g, ""))}
                />
              </div>
            </>
          )}
        </fieldset>

        <button type="submit" className="button" disabled={create.isPending} data-testid="create-submit">
          {create.isPending ? "Creazione…" : "Crea il tavolo"}
        </button>
        {create.isError && (
          <p className="alert" role="alert" data-testid="create-error">
            {errorText(create.error, "Il tavolo non è stato creato: il server non risponde. Riprova.")}
          </p>
        )}
      </form>

      {create.data && (
        <div className="result-area" data-testid="create-result" aria-live="polite">
          <h3>Il tavolo è pronto</h3>
          <p className="help">Manda a ogni giocatore il suo link, e a nessun altro: chi ha il link di un posto gioca al suo posto.</p>
          <p className="help">In classe: proietta i codici QR e ognuno inquadra quello del suo posto con il telefono.</p>
          <ul className="links">
            {create.data.seatLinks.map((link, seat) =>
              link === null ? (
                <ComputerRow key={seat} seat={seat} level={create.variables?.bots?.find((bot) => bot.seat === seat)?.level} />
              ) : (
                <LinkRow key={seat} label={`Posto ${seat + 1}`} url={origin + link} testId={`seat-link-${seat}`} qrTestId={`qr-seat-${seat}`} />
              ),
            )}
            <LinkRow label="Spettatori" url={origin + create.data.spectatorLink} testId="spectator-link" qrTestId="qr-spectator" />
            {create.variables?.judge !== undefined && create.variables.judge !== "off" && (
              <LinkRow
                label="Link per il giudice di lingua"
                qrLabel="Codice QR per il giudice di lingua"
                url={origin + create.data.judgeLink}
                testId="judge-link"
                qrTestId="qr-judge"
              />
            )}
          </ul>
          {create.variables?.judge !== undefined && create.variables.judge !== "off" && (
            <p className="help">Il link del giudice apre la sua console: vede le richieste e le parole, mai le mani dei giocatori. Non darlo ai giocatori.</p>
          )}
        </div>
      )}
    </section>
  );
}

/** A computer's seat in the list of links: it has none to hand out, the server plays it. */
function ComputerRow({ seat, level }: { seat: number; level: BotLevel | undefined }) {
  return (
    <li className="links__row" data-testid={`seat-computer-${seat}`}>
      <span className="links__label">Posto {seat + 1}</span>
      <span>{level === undefined ? "Computer" : computerName(level)}: gioca il server, nessun link.</span>
    </li>
  );
}
