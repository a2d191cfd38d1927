"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";

import { BOT_LEVELS, type BotLevel, levelLabel } from "~/app/_components/computer-levels";
import { ProfilePicker } from "~/app/_components/profile-picker";
import { NumberField, RadioChoices } from "~/app/_components/table-options";
import type { ProfileName } from "~/lexicon/types";
import type { Format, Incomplete, Movement } from "~/tournament/types";
import { errorText } from "~/trpc/error-text";
import { useTRPCClient } from "~/trpc/react";

import { FIRST_TURN_CHOICES, type FirstTurnMode, FORMAT_LABEL, INCOMPLETE_CHOICES, JUDGE_CHOICES, MOVEMENT_CHOICES, type Settings } from "./labels";

/** Art. 3: the turn's least and most minutes, by deals per turn. */
export type TurnRanges = Record<1 | 2 | 3 | 4, readonly [number, number]>;

type Deals = 1 | 2 | 3 | 4;

const FORMAT_CHOICES = (Object.keys(FORMAT_LABEL) as Format[]).map((value) => ({ value, label: FORMAT_LABEL[value] }));
const TABLE_SIZE_CHOICES = ([2, 3, 4] as const).map((value) => ({ value, label: String(value) }));
const DEALS_CHOICES = ([1, 2, 3, 4] as const).map((value) => ({ value, label: String(value) }));

/**
 * `/torneo` (issue #17): the direzione di gara sets the tournament's parameters (seed 002 Art.
 * 1-3, 7) and lands on its console, whose address is the director's key.
 */
export function CreateTournament({ turnRanges, maxTurns }: { turnRanges: TurnRanges; maxTurns: number }) {
  const id = useId();
  const client = useTRPCClient();
  const router = useRouter();
  const [name, setName] = useState("");
  const [format, setFormat] = useState<Format>("pairs");
  const [tableSize, setTableSize] = useState<2 | 3 | 4>(4);
  const [sessions, setSessions] = useState(1);
  const [turnsPerSession, setTurnsPerSession] = useState(3);
  const [deals, setDeals] = useState<Deals>(2);
  const [minutes, setMinutes] = useState(turnRanges[2][1]);
  const [movement, setMovement] = useState<Movement>("mitchell");
  const [firstTurn, setFirstTurn] = useState<FirstTurnMode>("random");
  const [incomplete, setIncomplete] = useState<Incomplete>("robots");
  const [robotLevel, setRobotLevel] = useState<BotLevel>("medio");
  const [profile, setProfile] = useState<ProfileName>("torneo");
  const [judge, setJudge] = useState<Settings["judge"]>("tournament");
  const [carteUguali, setCarteUguali] = useState(true);
  const [moveTimers, setMoveTimers] = useState(true);
  const create = useMutation({
    mutationFn: (input: Parameters<typeof client.tournament.create.mutate>[0]) => client.tournament.create.mutate(input),
    onSuccess: ({ directorLink }) => router.push(directorLink),
  });
  const busy = create.isPending || create.isSuccess;
  // Art. 3.1: a pair is a line and a team two pairs, both at tables of 4; a team match is of 4 deals.
  const size = format === "individual" ? tableSize : 4;
  const [least, most] = turnRanges[deals];

  function chooseDeals(next: Deals) {
    setDeals(next);
    // The regulation's longest time for the new number of deals: the director shortens it if they wish.
    setMinutes(turnRanges[next][1]);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    create.mutate({
      name: name.trim(),
      format,
      tableSize: size,
      sessions,
      turnsPerSession,
      dealsPerTurn: deals,
      turnMinutes: minutes,
      movement,
      firstTurn,
      incomplete: size === 4 ? incomplete : "robots",
      robotLevel,
      wordProfile: profile,
      judge,
      carteUguali,
      moveTimers,
    });
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Crea un torneo</h2>
      <form className="form" onSubmit={onSubmit} data-testid="tournament-form">
        <div className="field">
          <label htmlFor={`${id}-name`}>Nome del torneo</label>
          <input
            id={`${id}-name`}
            type="text"
            required
            value={name}
            placeholder="Torneo del circolo, 12 dicembre"
            data-testid="tournament-name"
            onChange={(e) => setName(e.target.value)}
          />
        </div>

        <RadioChoices legend="Formula (Art. 1)" choices={FORMAT_CHOICES} value={format} onChange={setFormat} testIdPrefix="tournament-format">
          {format === "teams" && <p className="help">Una squadra è di 4 giocatori, due coppie: ogni incontro si gioca su due tavoli, in 4 smazzate.</p>}
        </RadioChoices>

        {format === "individual" ? (
          <RadioChoices
            legend="Giocatori per tavolo (Art. 3.1)"
            choices={TABLE_SIZE_CHOICES}
            value={tableSize}
            onChange={setTableSize}
            testIdPrefix="tournament-size"
          />
        ) : (
          <p className="help">Coppie e squadre giocano a tavoli da 4: i compagni siedono uno di fronte all&apos;altro.</p>
        )}

        <div className="input-row">
          <NumberField label="Sessioni" min={1} max={maxTurns} value={sessions} onChange={setSessions} />
          <NumberField label="Turni per sessione" min={1} max={maxTurns} value={turnsPerSession} testId="tournament-turns" onChange={setTurnsPerSession} />
        </div>

        <RadioChoices legend="Smazzate per turno (Art. 3)" choices={DEALS_CHOICES} value={deals} onChange={chooseDeals} testIdPrefix="tournament-deals">
          {deals === 1 && <p className="help">Una smazzata sola non è nella tabella del regolamento: si usa la tabella dei VP di 2 smazzate.</p>}
        </RadioChoices>

        <div className="field">
          <label htmlFor={`${id}-minutes`}>Tempo del turno, in minuti</label>
          <input
            id={`${id}-minutes`}
            type="number"
            className="input--number"
            min={least}
            max={most}
            value={minutes}
            aria-describedby={`${id}-minutes-help`}
            data-testid="tournament-minutes"
            onChange={(e) => setMinutes(Number(e.target.value) || least)}
          />
          <p id={`${id}-minutes-help`} className="help" data-testid="tournament-minutes-help">
            Art. 7: da {least} a {most} minuti per {deals === 1 ? "una smazzata" : `${deals} smazzate`} (22-25 per 2, 32-35 per 3, 42-45 per 4). Allo scadere si
            finisce il giro in corso con lo scarto del cartaro, poi si gioca un ultimo giro completo.
          </p>
        </div>

        <RadioChoices
          legend="Movimento dopo il primo turno (Art. 3.2)"
          choices={MOVEMENT_CHOICES}
          value={movement}
          onChange={setMovement}
          testIdPrefix="tournament-movement"
          column
        />

        <RadioChoices
          legend="Primo turno (Art. 3.2)"
          choices={FIRST_TURN_CHOICES}
          value={firstTurn}
          onChange={setFirstTurn}
          testIdPrefix="tournament-first"
          column
        />

        <RadioChoices
          legend="Ultimo tavolo incompleto (Art. 3.1)"
          // Art. 3.1: the tavolo zoppo only at tables of 4; smaller tables fill with robots.
          choices={INCOMPLETE_CHOICES.map((c) => ({ ...c, disabled: c.value === "zoppo" && size !== 4 }))}
          value={size === 4 ? incomplete : "robots"}
          onChange={setIncomplete}
          testIdPrefix="tournament-incomplete"
          column
        >
          {size !== 4 && <p className="help">Il tavolo zoppo è previsto solo per i tavoli da 4.</p>}
          <div className="field">
            <label htmlFor={`${id}-robot`}>Livello dei robot</label>
            <select id={`${id}-robot`} value={robotLevel} onChange={(e) => setRobotLevel(e.target.value as BotLevel)}>
              {BOT_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {levelLabel(l)}
                </option>
              ))}
            </select>
          </div>
        </RadioChoices>

        <ProfilePicker value={profile} onChange={setProfile} legend="Parole" testIdPrefix="tournament-profile" />

        <RadioChoices legend="Giudice di lingua (Art. 8-10)" choices={JUDGE_CHOICES} value={judge} onChange={setJudge} testIdPrefix="tournament-judge" column>
          <p className="help">Il giudice del torneo è la direzione di gara: la coda delle richieste di tutti i tavoli si apre dalla console.</p>
        </RadioChoices>

        <label className="check">
          <input type="checkbox" checked={carteUguali} data-testid="tournament-carte-uguali" onChange={(e) => setCarteUguali(e.target.checked)} />
          <span>Carte uguali: in ogni turno tutti i tavoli giocano le stesse smazzate</span>
        </label>
        <label className="check">
          <input type="checkbox" checked={moveTimers} data-testid="tournament-move-timers" onChange={(e) => setMoveTimers(e.target.checked)} />
          <span>Tempo per ogni mossa (Art. 4.1): 5 secondi per pescare, da 10 a 40 per giocare</span>
        </label>

        <button type="submit" className="button button--large" disabled={busy} data-testid="tournament-create">
          {busy ? "Creo il torneo…" : "Crea il torneo"}
        </button>
        {create.isError && (
          <p className="alert" role="alert" data-testid="tournament-create-error">
            Il torneo non è stato creato. {errorText(create.error)}
          </p>
        )}
      </form>
      <p className="help">Nella console del torneo trovi il link della direzione di gara: salvalo tra i preferiti, è l&apos;unica chiave del torneo.</p>
    </section>
  );
}
