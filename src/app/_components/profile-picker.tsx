"use client";

import { useId } from "react";

import { PROFILES } from "~/lexicon/profiles";
import { PROFILE_NAMES, type ProfileName } from "~/lexicon/types";

/**
 * The table's word rules, as three radio buttons: every choice is visible at once (a
 * select hides them), arrow keys move between them, and the chosen one is explained.
 */
export function ProfilePicker({
  value,
  onChange,
  legend = "Regole del tavolo",
  testIdPrefix = "profile",
}: {
  value: ProfileName;
  onChange: (profile: ProfileName) => void;
  legend?: string;
  /** Test ids: `<prefix>`, `<prefix>-<name>`, `<prefix>-help`. */
  testIdPrefix?: string;
}) {
  const id = useId();
  return (
    <fieldset className="choice" data-testid={testIdPrefix} aria-describedby={`${id}-help`}>
      <legend>{legend}</legend>
      <div className="choice__options">
        {PROFILE_NAMES.map((name) => (
          <label key={name} className="choice__option">
            <input
              type="radio"
              name={`${id}-profile`}
              value={name}
              checked={value === name}
              data-testid={`${testIdPrefix}-${name}`}
              onChange={() => onChange(name)}
            />
            <span>{PROFILES[name].label}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-help`} className="help" data-testid={`${testIdPrefix}-help`}>
        {PROFILES[value].description}
      </p>
    </fieldset>
  );
}
