/**
 * How to rebuild a real spelling from the card spelling it folds to, in a few characters,
 * so the artefact stays small: "città" from CITTA is the recipe "|à|" (the tail from the
 * first letter that differs, unchanged letters as "."), "Roma" is "C||", "ONU" is "U||",
 * "po'" is "||'", the abbreviation "ecc." is "||.". Format: case ("", C capitalised,
 * U all capitals, M mixed) | tail | final mark (an elision's apostrophe, an abbreviation's point).
 */

export type SpellingKind = "accent" | "apostrophe" | "proper" | "acronym" | "abbreviation";

export function makeRecipe(form: string, folded: string): string {
  const mark = form.endsWith("'") ? "'" : form.endsWith(".") ? "." : "";
  const letters = mark ? form.slice(0, -1) : form;
  const lower = letters.toLowerCase();
  const upperCount = [...letters].filter((c) => c !== c.toLowerCase()).length;
  const caseMode = upperCount === 0 ? "" : upperCount === 1 && letters[0] !== lower[0] ? "C" : letters === letters.toUpperCase() ? "U" : "M";
  let first = -1;
  const chars = [...lower];
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] !== folded[i]) {
      first = i;
      break;
    }
  }
  const tail =
    first < 0
      ? ""
      : chars
          .slice(first)
          .map((c, i) => (c === folded[first + i] ? "." : c))
          .join("");
  return `${caseMode}|${tail}|${mark}`;
}

export interface Spelling {
  spelling: string;
  kind: SpellingKind;
}

/** The real spelling for a card word (upper case) and one of its recipes. */
export function applyRecipe(word: string, recipe: string): Spelling {
  const [caseMode = "", tail = "", mark = ""] = recipe.split("|");
  const lower = word.toLowerCase();
  const start = lower.length - tail.length;
  let text = lower.slice(0, start) + [...tail].map((c, i) => (c === "." ? lower[start + i] : c)).join("");
  if (caseMode === "C") text = text[0]!.toUpperCase() + text.slice(1);
  if (caseMode === "U" || caseMode === "M") text = text.toUpperCase();
  // An abbreviation's point decides first: "Lit." is no name, "ecc." no plain word.
  const kind: SpellingKind =
    mark === "." ? "abbreviation" : caseMode === "U" || caseMode === "M" ? "acronym" : caseMode === "C" ? "proper" : mark ? "apostrophe" : "accent";
  return { spelling: text + mark, kind };
}
