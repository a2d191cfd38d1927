/**
 * The verbs with fewer forms than their conjugation makes: essere and avere, whose paradigm
 * is here, and the defective verbs of lexicon/difettivi.txt (at the end). The build keeps
 * only those forms of them, from either source.
 *
 * The simple forms of essere and avere, reviewed by hand (Art. 4.2: verbs in every mood and
 * tense). dictionary-it conjugates them with the regular -ere flag (essere/BTXIS,
 * avere/BTXSqrI, riavere/BI), which makes ESSIAMO, ESSEREBBE, AVERAI, AVETTERO, AVETELO;
 * morph-it's packages leave them out (morph-it tags them AUX), so no source checks those
 * forms. The real ones are entries of dictionary-it (sono, fui, ebbi, abbiate) or regular
 * forms the flag also makes (avevo, avessi, avete).
 * Source: the conjugation tables of Zingarelli and Treccani, common forms only; no literary
 * variant (fora, saria, fia, sieno), none having been checked entry by entry.
 * To change one: the form in its tense and person, then docs/lexicon.md ("Essere and
 * avere") and tests/lexicon/check.test.ts.
 */
import type { HostSlot } from "../clitics";

export type Auxiliary = "essere" | "avere";

/** Every simple tense and mood; the persons in order 1s 2s 3s 1p 2p 3p (the imperative from the 2s). */
export const AUXILIARY_PARADIGMS: Readonly<Record<Auxiliary, Readonly<Record<string, readonly string[]>>>> = {
  essere: {
    infinito: ["essere"],
    gerundio: ["essendo"],
    "participio presente": ["essente", "essenti"],
    "participio passato": ["stato", "stata", "stati", "state"],
    "indicativo presente": ["sono", "sei", "è", "siamo", "siete", "sono"],
    "indicativo imperfetto": ["ero", "eri", "era", "eravamo", "eravate", "erano"],
    "indicativo passato remoto": ["fui", "fosti", "fu", "fummo", "foste", "furono"],
    "indicativo futuro": ["sarò", "sarai", "sarà", "saremo", "sarete", "saranno"],
    "condizionale presente": ["sarei", "saresti", "sarebbe", "saremmo", "sareste", "sarebbero"],
    "congiuntivo presente": ["sia", "sia", "sia", "siamo", "siate", "siano"],
    "congiuntivo imperfetto": ["fossi", "fossi", "fosse", "fossimo", "foste", "fossero"],
    imperativo: ["sii", "sia", "siamo", "siate", "siano"],
  },
  avere: {
    infinito: ["avere"],
    gerundio: ["avendo"],
    "participio presente": ["avente", "aventi"],
    "participio passato": ["avuto", "avuta", "avuti", "avute"],
    "indicativo presente": ["ho", "hai", "ha", "abbiamo", "avete", "hanno"],
    "indicativo imperfetto": ["avevo", "avevi", "aveva", "avevamo", "avevate", "avevano"],
    "indicativo passato remoto": ["ebbi", "avesti", "ebbe", "avemmo", "aveste", "ebbero"],
    "indicativo futuro": ["avrò", "avrai", "avrà", "avremo", "avrete", "avranno"],
    "condizionale presente": ["avrei", "avresti", "avrebbe", "avremmo", "avreste", "avrebbero"],
    "congiuntivo presente": ["abbia", "abbia", "abbia", "abbiamo", "abbiate", "abbiano"],
    "congiuntivo imperfetto": ["avessi", "avessi", "avesse", "avessimo", "aveste", "avessero"],
    imperativo: ["abbi", "abbia", "abbiamo", "abbiate", "abbiano"],
  },
};

/**
 * The prefixes dictionary-it puts on these verbs' entries (riavere/BI: riavrò, riebbi). Not
 * t-essere, in-tessere: those are tessere's.
 */
const PREFIXES = ["", "ri"];

/** The imperative persons that carry pronouns (docs/lexicon.md: 2nd singular, 1st and 2nd plural). */
const IMPERATIVE_HOSTS = [0, 2, 3];
const PARTICIPLE_SLOTS: readonly HostSlot[] = ["part+m+s", "part+f+s", "part+m+p", "part+f+p"];

export interface AuxiliaryFacts {
  /** Every form of the paradigm, as written (sarò, è). */
  forms: ReadonlySet<string>;
  /** The clitic grammar's hosts among them: abbi, abbiamo, abbiate; avendo; avuto, avuta… */
  slots: ReadonlyMap<string, ReadonlySet<HostSlot>>;
}

/** The facts of `infinitive` when it is essere, avere or a prefixed one (riavere), else null. */
export function auxiliaryFacts(infinitive: string): AuxiliaryFacts | null {
  for (const prefix of PREFIXES) {
    const verb = infinitive.slice(prefix.length);
    if (!infinitive.startsWith(prefix) || (verb !== "essere" && verb !== "avere")) continue;
    const paradigm = AUXILIARY_PARADIGMS[verb];
    const forms = new Set(Object.values(paradigm).flatMap((tense) => tense.map((form) => prefix + form)));
    const slots = new Map<string, Set<HostSlot>>();
    const add = (form: string, slot: HostSlot): void => {
      if (!slots.has(prefix + form)) slots.set(prefix + form, new Set());
      slots.get(prefix + form)!.add(slot);
    };
    for (const person of IMPERATIVE_HOSTS) add(paradigm.imperativo![person]!, "impr");
    for (const form of paradigm.gerundio!) add(form, "ger");
    for (const [i, form] of paradigm["participio passato"]!.entries()) add(form, PARTICIPLE_SLOTS[i]!);
    return { forms, slots };
  }
  return null;
}

/**
 * The tenses a line of lexicon/difettivi.txt names, and the start of morph-it's tag for
 * each (VER:ind+pres+3+s, VER:part+past+s+m, VER:impr+pres+2+s).
 */
const TENSE_TAGS: Readonly<Record<string, string>> = {
  infinito: "inf+pres",
  gerundio: "ger+pres",
  "participio presente": "part+pres",
  "participio passato": "part+past",
  presente: "ind+pres",
  imperfetto: "ind+impf",
  "passato remoto": "ind+past",
  futuro: "ind+fut",
  condizionale: "cond+pres",
  "congiuntivo presente": "sub+pres",
  "congiuntivo imperfetto": "sub+impf",
  imperativo: "impr+pres",
};

/**
 * What a defective verb has (Art. 4.2: a form no speaker writes is no word): the tenses it
 * lacks, and whether its finite tenses have only the 3rd persons (vigere: vige, vigono;
 * no VIGEREMO). morph-it conjugates every verb in full, dictionary-it with its regular flag,
 * so lexicon/difettivi.txt says what to keep; like essere and avere, only those forms are
 * the verb's, in both sources.
 */
export interface Defective {
  missing: ReadonlySet<string>;
  thirdPersonOnly: boolean;
}

/** A note of lexicon/difettivi.txt ("manca: participio passato; persone: 3"), or null when malformed. */
export function parseDefective(note: string): Defective | null {
  const parsed = /^(?:manca: ([^;]+?))?(?:(?:^|; )persone: 3)?$/.exec(note);
  if (!parsed || note === "") return null;
  const missing = new Set<string>();
  for (const tense of parsed[1]?.split(", ") ?? []) {
    const tag = TENSE_TAGS[tense];
    if (tag === undefined) return null;
    missing.add(tag);
  }
  return { missing, thirdPersonOnly: note.includes("persone: 3") };
}

/** Whether a defective verb has the form morph-it tags `tag` (VER:ind+fut+1+p: not vigere's). */
export function defectiveHas(verb: Defective, tag: string): boolean {
  const [tense, time, person] = tag.replace(/^VER:/, "").split("+");
  if (verb.missing.has(`${tense}+${time}`)) return false;
  const finite = tense === "ind" || tense === "sub" || tense === "cond" || tense === "impr";
  return !(finite && verb.thirdPersonOnly && person !== "3");
}
