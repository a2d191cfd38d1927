"use client";

import { useState } from "react";

import type { ProfileName } from "~/lexicon/types";
import { CheckWord } from "./check-word";
import { FindWords } from "./find-words";
import { ProfilePicker } from "~/app/_components/profile-picker";

/** One choice of rules for both tools: the finder lists what the checker would accept. */
export function DictionaryTools() {
  const [profile, setProfile] = useState<ProfileName>("torneo");
  return (
    <div className="stack">
      <ProfilePicker value={profile} onChange={setProfile} />
      <CheckWord profile={profile} />
      <FindWords profile={profile} />
    </div>
  );
}
