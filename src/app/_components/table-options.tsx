"use client";

/**
 * Two choices a table's maker makes, shared by the home page's table form and a class's form
 * (issue #16): the game's rules (the UISP regulation or Basic) and the Suggerimento; and the
 * radio list the forms' choices are drawn with.
 */
import { type ReactNode, useId } from "react";

import { MAX_HINT_COST, MAX_HINTS_PER_DEAL, type Ruleset } from "~/engine/ruleset";
import type { ProfileName } from "~/lexicon/types";

type Variant = Ruleset["variant"];
export type Hints = Ruleset["hints"];

/** The game (ruleset.ts `variant`): the tournament rules or Burraco Parole Basic (docs/engine.md). */
const VARIANT_CHOICES: { value: Variant; label: string; help: string }[] = [
  { value: "uisp", label: "Burraco Parole (torneo UISP)", help: "116 carte, 11 a testa, pozzetti, burraco da 7 carte, parole di un solo colore." },
  { value: "basic", label: "Basic (per i più giovani)", help: "58 carte, 7 a testa, niente pozzetti, burraco da 5 carte, lettere di qualsiasi colore." },
];

export function VariantPicker({ value, onChange, testIdPrefix }: { value: Variant; onChange: (variant: Variant) => void; testIdPrefix: string }) {
  return <RadioChoices legend="Regole" choices={VARIANT_CHOICES} value={value} onChange={onChange} testIdPrefix={testIdPrefix} column />;
}

/** One choice of a radio list: its label, and the line explaining it when it needs one. */
export interface RadioChoice<T> {
  value: T;
  label: string;
  help?: string;
  disabled?: boolean;
}

/**
 * A form's choice as a fieldset of radio buttons under its legend: every choice visible at
 * once, arrow keys move between them; a choice's help line is tied to its button
 * (aria-describedby). Short choices sit in a row, long ones in a `column`; `children` go under
 * the buttons. Test ids: `<prefix>` on the fieldset, `<prefix>-<value>` on each button.
 */
export function RadioChoices<T extends string | number>({
  legend,
  choices,
  value,
  onChange,
  testIdPrefix,
  column = false,
  children,
}: {
  legend: string;
  choices: readonly RadioChoice<T>[];
  value: T;
  onChange: (value: T) => void;
  testIdPrefix: string;
  column?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="choice" data-testid={testIdPrefix}>
      <legend>{legend}</legend>
      <div className="choice__options" style={column ? { flexDirection: "column" } : undefined}>
        {choices.map((choice) => (
          <label key={choice.value} className="choice__option">
            <input
              type="radio"
              name={`${id}-choice`}
              checked={value === choice.value}
              disabled={choice.disabled}
              aria-describedby={choice.help === undefined ? undefined : `${id}-${choice.value}`}
              data-testid={`${testIdPrefix}-${choice.value}`}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {choices.map(
        (choice) =>
          choice.help !== undefined && (
            <p key={choice.value} id={`${id}-${choice.value}`} className="help">
              <strong>{choice.label}</strong>: {choice.help}
            </p>
          ),
      )}
      {children}
    </fieldset>
  );
}

/** A whole number between `min` and `max` with its label; what is typed is kept within them (empty or not a number: `min`). */
export function NumberField({
  label,
  min,
  max,
  value,
  onChange,
  testId,
}: {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        className="input--number"
        min={min}
        max={max}
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(Math.min(max, Math.max(min, Number(event.target.value) || min)))}
      />
    </div>
  );
}

/** The Suggerimento (ruleset `hints`): only with the scuola words, which the picker says otherwise. */
export function HintsPicker({
  profile,
  value,
  onChange,
  testIdPrefix,
}: {
  profile: ProfileName;
  value: Hints;
  onChange: (hints: Hints) => void;
  testIdPrefix: string;
}) {
  if (profile !== "scuola") {
    return (
      <p className="help" data-testid={`${testIdPrefix}-hints-scuola-only`}>
        I suggerimenti si possono dare solo con le parole della scuola: servono a imparare parole, non a vincere un torneo.
      </p>
    );
  }
  const set = (change: Partial<NonNullable<Hints>>) => onChange({ perDeal: value?.perDeal ?? 3, cost: value?.cost ?? 0, ...change });
  return (
    <fieldset className="choice" data-testid={`${testIdPrefix}-hints`}>
      <legend>Suggerimenti</legend>
      <label className="check">
        <input
          type="checkbox"
          checked={value !== null}
          data-testid={`${testIdPrefix}-hints-on`}
          onChange={(event) => (event.target.checked ? set({}) : onChange(null))}
        />
        <span>Chi gioca può chiedere un suggerimento: una parola che la sua mano può calare</span>
      </label>
      {value !== null && (
        <>
          <NumberField
            label="Suggerimenti per smazzata, a testa"
            min={1}
            max={MAX_HINTS_PER_DEAL}
            value={value.perDeal}
            testId={`${testIdPrefix}-hints-per-deal`}
            onChange={(perDeal) => set({ perDeal })}
          />
          <NumberField
            label="Punti tolti per ogni suggerimento (0: gratis)"
            min={0}
            max={MAX_HINT_COST}
            value={value.cost}
            testId={`${testIdPrefix}-hint-cost`}
            onChange={(cost) => set({ cost })}
          />
        </>
      )}
    </fieldset>
  );
}
