"use client";

import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";

import { type RadioChoice, RadioChoices } from "~/app/_components/table-options";
import { errorText } from "~/trpc/error-text";
import { useTRPCClient } from "~/trpc/react";

import type { DirectorView } from "../../../_components/labels";
import type { ConsoleKey } from "./director-console";

type CorrectionKind = "pp" | "technical";

/** Art. 12.2, 13.3: a table's result corrected by its PP, or given the technical score. */
const CORRECTION_CHOICES: RadioChoice<CorrectionKind>[] = [
  { value: "pp", label: "I PP giusti di ogni linea" },
  { value: "technical", label: "Punteggio tecnico: 355 MP alla linea presente (Art. 13.3)" },
];

/** Art. 13: the lateness penalty between 3 and 5 minutes (and the second warning). */
const LATENESS_PP = 100;

/**
 * Penalties (Art. 13) and corrections (Art. 2.5, 12.2) with their trail: each is recorded
 * with who decided and why, never deleted; the standings are recomputed from them.
 */
export function Adjustments({ consoleKey, view, onChange }: { consoleKey: ConsoleKey; view: DirectorView; onChange: () => void }) {
  const id = useId();
  const client = useTRPCClient();
  const played = view.turns.length;
  const lines = view.settings.tableSize === 3 ? 3 : 2;
  const [by, setBy] = useState("");
  const [penaltyTurn, setPenaltyTurn] = useState(1);
  const [penaltyEntrant, setPenaltyEntrant] = useState("");
  const [penaltyPp, setPenaltyPp] = useState(LATENESS_PP);
  const [penaltyReason, setPenaltyReason] = useState("");
  const [fixTurn, setFixTurn] = useState(1);
  const [fixTable, setFixTable] = useState(1);
  const [fixKind, setFixKind] = useState<CorrectionKind>("pp");
  const [fixPp, setFixPp] = useState<number[]>(() => Array.from({ length: lines }, () => 0));
  const [presentLine, setPresentLine] = useState<0 | 1>(0);
  const [fixReason, setFixReason] = useState("");
  const penalty = useMutation({
    mutationFn: () =>
      client.tournament.penalty.mutate({
        ...consoleKey,
        turn: penaltyTurn,
        entrantId: penaltyEntrant,
        pp: penaltyPp,
        by: by.trim(),
        reason: penaltyReason.trim(),
      }),
    onSuccess: () => {
      setPenaltyReason("");
      onChange();
    },
  });
  const correct = useMutation({
    mutationFn: () =>
      client.tournament.correct.mutate({
        ...consoleKey,
        turn: fixTurn,
        table: fixTable,
        change: fixKind === "pp" ? { kind: "pp", pp: fixPp } : { kind: "technical", presentLine },
        by: by.trim(),
        reason: fixReason.trim(),
      }),
    onSuccess: () => {
      setFixReason("");
      onChange();
    },
  });
  const nameOf = (entrantId: string | null) => view.entrants.find((e) => e.id === entrantId)?.name ?? "";

  function onPenalty(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!penalty.isPending) penalty.mutate();
  }
  function onCorrect(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!correct.isPending) correct.mutate();
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="adjustments">
      <h2 id={`${id}-title`}>Penalità e correzioni</h2>
      {played === 0 ? (
        <p className="help">Dopo il primo turno: le penalità per il ritardo (Art. 13) e le correzioni dei punteggi di un tavolo (Art. 2.5, 12.2).</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-by`}>Chi decide (il tuo nome)</label>
            <input id={`${id}-by`} type="text" autoComplete="name" value={by} required data-testid="adjustment-by" onChange={(e) => setBy(e.target.value)} />
          </div>
          <form className="form" onSubmit={onPenalty} data-testid="penalty-form">
            <h3>Penalità (Art. 13)</h3>
            <p className="help">
              Ritardo entro 3 minuti: un richiamo (registralo con 0 PP; al secondo, 100 PP); da 3 a 5 minuti: 100 PP; oltre 5 minuti il giocatore non gioca il
              turno: si corregge il tavolo con il punteggio tecnico. La penalità toglie PP alla linea in cui l&apos;iscritto ha giocato quel turno.
            </p>
            <div className="input-row">
              <div className="field">
                <label htmlFor={`${id}-p-turn`}>Turno</label>
                <input
                  id={`${id}-p-turn`}
                  type="number"
                  className="input--number"
                  min={1}
                  max={played}
                  value={penaltyTurn}
                  onChange={(e) => setPenaltyTurn(Number(e.target.value) || 1)}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-p-pp`}>PP tolti</label>
                <input
                  id={`${id}-p-pp`}
                  type="number"
                  className="input--number"
                  min={0}
                  step={5}
                  value={penaltyPp}
                  onChange={(e) => setPenaltyPp(e.target.value === "" ? LATENESS_PP : Number(e.target.value))}
                />
              </div>
            </div>
            <div className="field">
              <label htmlFor={`${id}-p-entrant`}>Iscritto</label>
              <select id={`${id}-p-entrant`} value={penaltyEntrant} required data-testid="penalty-entrant" onChange={(e) => setPenaltyEntrant(e.target.value)}>
                <option value="">scegli</option>
                {view.entrants.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.number}. {e.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-p-reason`}>Motivo</label>
              <input
                id={`${id}-p-reason`}
                type="text"
                required
                value={penaltyReason}
                data-testid="penalty-reason"
                onChange={(e) => setPenaltyReason(e.target.value)}
              />
            </div>
            <button type="submit" className="button" disabled={penalty.isPending} data-testid="penalty-submit">
              Dai la penalità
            </button>
            {penalty.isError && (
              <p className="alert" role="alert">
                {errorText(penalty.error)}
              </p>
            )}
          </form>

          <form className="form" onSubmit={onCorrect} data-testid="correction-form">
            <h3>Correzione di un tavolo (Art. 2.5, 12.2)</h3>
            <div className="input-row">
              <div className="field">
                <label htmlFor={`${id}-c-turn`}>Turno</label>
                <input
                  id={`${id}-c-turn`}
                  type="number"
                  className="input--number"
                  min={1}
                  max={played}
                  value={fixTurn}
                  onChange={(e) => setFixTurn(Number(e.target.value) || 1)}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-c-table`}>Tavolo</label>
                <input
                  id={`${id}-c-table`}
                  type="number"
                  className="input--number"
                  min={1}
                  value={fixTable}
                  onChange={(e) => setFixTable(Number(e.target.value) || 1)}
                />
              </div>
            </div>
            <RadioChoices legend="La correzione" choices={CORRECTION_CHOICES} value={fixKind} onChange={setFixKind} testIdPrefix="correction-kind" column />
            {fixKind === "pp" ? (
              <div className="input-row">
                {fixPp.map((pp, line) => (
                  <div key={line} className="field">
                    <label htmlFor={`${id}-c-pp-${line}`}>PP linea {line + 1}</label>
                    <input
                      id={`${id}-c-pp-${line}`}
                      type="number"
                      className="input--number"
                      value={pp}
                      onChange={(e) => setFixPp((all) => all.map((old, j) => (j === line ? Number(e.target.value) || 0 : old)))}
                    />
                  </div>
                ))}
              </div>
            ) : (
              <div className="field">
                <label htmlFor={`${id}-c-present`}>Linea presente</label>
                <select id={`${id}-c-present`} value={presentLine} onChange={(e) => setPresentLine(Number(e.target.value) === 1 ? 1 : 0)}>
                  <option value={0}>Linea 1</option>
                  <option value={1}>Linea 2</option>
                </select>
              </div>
            )}
            <div className="field">
              <label htmlFor={`${id}-c-reason`}>Motivo</label>
              <input id={`${id}-c-reason`} type="text" required value={fixReason} onChange={(e) => setFixReason(e.target.value)} />
            </div>
            <button type="submit" className="button" disabled={correct.isPending}>
              Correggi il tavolo
            </button>
            {correct.isError && (
              <p className="alert" role="alert">
                {errorText(correct.error)}
              </p>
            )}
          </form>
        </>
      )}
      <h3>Registro</h3>
      {view.adjustments.length === 0 ? (
        <p className="help">Nessuna penalità, nessuna correzione.</p>
      ) : (
        <ol className="audit-trail" data-testid="audit-trail">
          {view.adjustments.map((a) => (
            <li key={a.id} data-testid="adjustment" data-kind={a.kind}>
              <time dateTime={new Date(a.at).toISOString()}>{new Date(a.at).toLocaleString("it-IT")}</time> · turno {a.turn} ·{" "}
              {a.kind === "penalty"
                ? `penalità di ${a.pp} PP a ${nameOf(a.entrant)}`
                : a.change?.kind === "technical"
                  ? `tavolo ${a.table}: punteggio tecnico alla linea ${a.change.presentLine + 1}`
                  : `tavolo ${a.table}: PP ${a.change?.pp.join("-") ?? ""}`}{" "}
              · {a.by}: «{a.reason}»
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
