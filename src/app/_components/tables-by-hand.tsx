"use client";

import { type ReactNode, useId } from "react";

/** Each person's table by number (1…); 0 or absent: no table. */
export type TableOf = Record<string, number>;

/**
 * The tables made by hand, in their numbers' order, each with its people in the list's order
 * (`ids`). Numbered from the people listed only: a choice left by someone no longer listed (a
 * withdrawal) makes no empty table.
 */
export function tablesOf(tableOf: TableOf, ids: readonly string[]): string[][] {
  const numbers = [...new Set(ids.map((id) => tableOf[id] ?? 0).filter((n) => n > 0))].sort((a, b) => a - b);
  return numbers.map((n) => ids.filter((id) => tableOf[id] === n));
}

/**
 * The tables made by hand (a class's lesson, a tournament's first turn, Art. 3.2 a.2): a fieldset
 * with each person's table to choose, from `tables` numbered tables, or none (`noneLabel`).
 * `children` say how many sit at a table. Test ids: `testId` on the fieldset, `selectTestId` on
 * each choice.
 */
export function TablesByHand({
  legend,
  people,
  tables,
  noneLabel,
  value,
  onChange,
  testId,
  selectTestId,
  children,
}: {
  legend: string;
  people: readonly { id: string; label: string }[];
  tables: number;
  noneLabel: string;
  value: TableOf;
  onChange: (next: TableOf) => void;
  testId: string;
  selectTestId?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="choice" data-testid={testId}>
      <legend>{legend}</legend>
      {children}
      {people.map((person) => (
        <div key={person.id} className="field">
          <label htmlFor={`${id}-table-${person.id}`}>{person.label}</label>
          <select
            id={`${id}-table-${person.id}`}
            value={value[person.id] ?? 0}
            data-testid={selectTestId}
            onChange={(event) => onChange({ ...value, [person.id]: Number(event.target.value) })}
          >
            <option value={0}>{noneLabel}</option>
            {Array.from({ length: tables }, (_, i) => (
              <option key={i} value={i + 1}>
                Tavolo {i + 1}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
