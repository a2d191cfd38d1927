"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";

import { ProfilePicker } from "~/app/_components/profile-picker";
import { type Hints, HintsPicker, VariantPicker } from "~/app/_components/table-options";
import type { Ruleset } from "~/engine/ruleset";
import type { ProfileName } from "~/lexicon/types";
import { errorText } from "~/trpc/error-text";
import { useTRPCClient } from "~/trpc/react";

/** The school year a class made today belongs to: from September, the year that starts. */
function currentSchoolYear(now = new Date()): string {
  const start = now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, "0")}`;
}

/** `/classe`: the teacher names the class and opens its page (the teacher's link, the only key). */
export function CreateClass() {
  const id = useId();
  const client = useTRPCClient();
  const router = useRouter();
  const [name, setName] = useState("");
  const [schoolYear, setSchoolYear] = useState(currentSchoolYear);
  const [profile, setProfile] = useState<ProfileName>("scuola");
  const [variant, setVariant] = useState<Ruleset["variant"]>("uisp");
  const [hints, setHints] = useState<Hints>(null);
  const create = useMutation({
    mutationFn: (input: { name: string; schoolYear: string; wordProfile: ProfileName; variant: Ruleset["variant"]; hints: Hints }) =>
      client.classroom.create.mutate(input),
    onSuccess: ({ teacherLink }) => router.push(teacherLink),
  });
  const busy = create.isPending || create.isSuccess;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) create.mutate({ name: name.trim(), schoolYear: schoolYear.trim(), wordProfile: profile, variant, hints: profile === "scuola" ? hints : null });
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Crea una classe</h2>
      <form className="form" onSubmit={onSubmit} data-testid="class-form">
        <div className="field">
          <label htmlFor={`${id}-name`}>Nome della classe</label>
          <input
            id={`${id}-name`}
            type="text"
            required
            maxLength={60}
            value={name}
            placeholder="3ª B"
            data-testid="class-name"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-year`}>Anno scolastico</label>
          <input
            id={`${id}-year`}
            type="text"
            required
            maxLength={20}
            value={schoolYear}
            data-testid="class-year"
            onChange={(e) => setSchoolYear(e.target.value)}
          />
        </div>
        <ProfilePicker value={profile} onChange={setProfile} legend="Parole" testIdPrefix="class-profile" />
        <VariantPicker value={variant} onChange={setVariant} testIdPrefix="class-variant" />
        <HintsPicker profile={profile} value={hints} onChange={setHints} testIdPrefix="class" />
        <button type="submit" className="button button--large" disabled={busy} data-testid="class-create">
          {busy ? "Creo la classe…" : "Crea la classe"}
        </button>
        {create.isError && (
          <p className="alert" role="alert">
            La classe non è stata creata. {errorText(create.error)}
          </p>
        )}
      </form>
      <p className="help">Nella pagina della classe trovi il tuo link di insegnante: salvalo tra i preferiti, è l&apos;unica chiave della classe.</p>
    </section>
  );
}
