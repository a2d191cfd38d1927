"use client";

import { useEffect, useId, useState, type FormEvent } from "react";

const STORAGE_KEY = "burraco-parole:giudice:nome";
const NAME_MAX = 60; // JUDGE_NAME_MAX of the judge API

/** The judge's name, asked once and kept on this device: every ruling carries it. */
export function useJudgeName(): [string | null, (name: string) => void] {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    try {
      const saved = window.localStorage.getItem(STORAGE_KEY);
      if (saved !== null && saved.trim() !== "") setName(saved);
    } catch {
      // Private mode: the name lasts as long as the page.
    }
  }, []);
  return [
    name,
    (next: string) => {
      setName(next);
      try {
        window.localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // As above.
      }
    },
  ];
}

export function JudgeName({ name, onName }: { name: string | null; onName: (name: string) => void }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(name ?? "");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === "") return;
    onName(trimmed);
    setEditing(false);
  }

  if (name !== null && !editing) {
    return (
      <p className="name-line">
        <span>
          Decidi come <strong data-testid="judge-name">{name}</strong>
        </span>
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() => {
            setText(name);
            setEditing(true);
          }}
        >
          Cambia nome
        </button>
      </p>
    );
  }
  return (
    <form className="name-form" onSubmit={onSubmit} data-testid="judge-name-form">
      <label htmlFor={`${id}-name`}>Come ti chiami? Il tuo nome accompagna ogni decisione.</label>
      <div className="input-row">
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          maxLength={NAME_MAX}
          required
          value={text}
          data-testid="judge-name-input"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button" data-testid="judge-name-submit">
          Salva
        </button>
      </div>
    </form>
  );
}
