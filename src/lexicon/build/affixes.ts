/**
 * A reader for the subset of Hunspell's .aff/.dic format that dictionary-it uses:
 * single-character flags, plain SFX/PFX rules with cross-product, no compounding,
 * no continuation classes. Anything outside that subset is refused loudly, so a future
 * dictionary-it release that needs more cannot be expanded wrongly in silence.
 */

export interface AffixRule {
  flag: string;
  kind: "SFX" | "PFX";
  /** Whether the rule combines with rules of the other kind (Hunspell "cross product"). */
  cross: boolean;
  /** Characters removed from the stem before adding ("" for Hunspell's 0). */
  strip: string;
  /** Characters added. */
  add: string;
  /** The condition, compiled: tested on the end (SFX) or start (PFX) of the stem. */
  condition: RegExp;
  /** Index of the rule within its flag, in file order: a stable identity for the rule. */
  index: number;
}

export interface AffixFile {
  suffixes: Map<string, AffixRule[]>;
  prefixes: Map<string, AffixRule[]>;
}

export interface DicEntry {
  stem: string;
  flags: string;
}

const UNSUPPORTED = [
  "FLAG",
  "COMPOUNDFLAG",
  "COMPOUNDBEGIN",
  "COMPOUNDMIDDLE",
  "COMPOUNDEND",
  "COMPOUNDRULE",
  "ONLYINCOMPOUND",
  "NEEDAFFIX",
  "CIRCUMFIX",
  "FORBIDDENWORD",
  "COMPLEXPREFIXES",
  "ICONV",
  "OCONV",
  "IGNORE",
  "FULLSTRIP",
  "AF",
  "AM",
];

function compileCondition(condition: string, kind: "SFX" | "PFX"): RegExp {
  if (condition === ".") return /(?:)/;
  // Hunspell conditions are a tiny regex language: literals, [...] and [^...].
  if (!/^(?:[^[\]]|\[\^?[^\]]+\])+$/u.test(condition)) {
    throw new Error(`Condizione di affisso non supportata: ${condition}`);
  }
  const escaped = condition.replace(/\./g, "[^]");
  return new RegExp(kind === "SFX" ? `(?:${escaped})$` : `^(?:${escaped})`, "u");
}

export function parseAffixFile(text: string): AffixFile {
  const suffixes = new Map<string, AffixRule[]>();
  const prefixes = new Map<string, AffixRule[]>();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === "" || line.startsWith("#")) continue;
    const parts = line.split(/\s+/);
    const keyword = parts[0]!;
    if (UNSUPPORTED.includes(keyword)) {
      throw new Error(`Direttiva .aff non supportata dal lettore: ${keyword} (riga ${i + 1})`);
    }
    if (keyword !== "SFX" && keyword !== "PFX") continue;
    const flag = parts[1]!;
    if ([...flag].length !== 1) throw new Error(`Flag di più caratteri: ${flag} (riga ${i + 1})`);
    const count = Number(parts[3]);
    if (!(parts[2] === "Y" || parts[2] === "N") || !Number.isInteger(count)) {
      throw new Error(`Intestazione ${keyword} non valida alla riga ${i + 1}: ${line}`);
    }
    const cross = parts[2] === "Y";
    const rules: AffixRule[] = [];
    for (let r = 0; r < count; r++) {
      i++;
      const ruleParts = lines[i]!.trim().split(/\s+/);
      if (ruleParts[0] !== keyword || ruleParts[1] !== flag || ruleParts.length < 5) {
        throw new Error(`Regola ${keyword} ${flag} malformata alla riga ${i + 1}`);
      }
      const add = ruleParts[3]!;
      if (add.includes("/")) throw new Error(`Classi di continuazione non supportate (riga ${i + 1})`);
      rules.push({
        flag,
        kind: keyword,
        cross,
        strip: ruleParts[2] === "0" ? "" : ruleParts[2]!,
        add: add === "0" ? "" : add,
        condition: compileCondition(ruleParts[4]!, keyword),
        index: r,
      });
    }
    (keyword === "SFX" ? suffixes : prefixes).set(flag, rules);
  }
  return { suffixes, prefixes };
}

/** Reads a .dic file: first line the count, `/`-lines are comments in dictionary-it. */
export function parseDicFile(text: string): DicEntry[] {
  const entries: DicEntry[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === "" || line.startsWith("/")) continue;
    // A morphological field after a tab is not used by dictionary-it; ignore it if present.
    const field = line.split("\t")[0]!;
    const slash = field.indexOf("/");
    entries.push(slash < 0 ? { stem: field, flags: "" } : { stem: field.slice(0, slash), flags: field.slice(slash + 1) });
  }
  return entries;
}

/** Applies a suffix rule to a stem, or returns null when its condition does not hold. */
export function applySuffix(stem: string, rule: AffixRule): string | null {
  // Without FULLSTRIP, Hunspell never strips a whole stem away.
  if (stem.length <= rule.strip.length || !stem.endsWith(rule.strip)) return null;
  if (!rule.condition.test(stem)) return null;
  return stem.slice(0, stem.length - rule.strip.length) + rule.add;
}

/** Applies a prefix rule to a word, or returns null when its condition does not hold. */
export function applyPrefix(word: string, rule: AffixRule): string | null {
  if (word.length <= rule.strip.length || !word.startsWith(rule.strip)) return null;
  if (!rule.condition.test(word)) return null;
  return rule.add + word.slice(rule.strip.length);
}

/** Receives one way a form comes out of an entry: which suffix and prefix rules made it. */
export type DerivationSink = (form: string, suffix: AffixRule | null, prefix: AffixRule | null) => void;

/**
 * Every form Hunspell accepts for one entry: the stem, each applicable suffix, each
 * applicable prefix, and prefix+suffix where both rules allow the cross product.
 */
export function expandEntry(entry: DicEntry, aff: AffixFile, out: DerivationSink, keepsPrefix: (rule: AffixRule) => boolean = () => true): void {
  out(entry.stem, null, null);
  const suffixed: { form: string; rule: AffixRule }[] = [];
  const prefixRules: AffixRule[] = [];
  for (const flag of entry.flags) {
    const sfx = aff.suffixes.get(flag);
    if (sfx) {
      for (const rule of sfx) {
        const form = applySuffix(entry.stem, rule);
        if (form !== null) {
          suffixed.push({ form, rule });
          out(form, rule, null);
        }
      }
    }
    const pfx = aff.prefixes.get(flag);
    if (pfx) for (const rule of pfx) if (keepsPrefix(rule)) prefixRules.push(rule);
  }
  for (const rule of prefixRules) {
    const form = applyPrefix(entry.stem, rule);
    if (form !== null) out(form, null, rule);
    if (!rule.cross) continue;
    for (const s of suffixed) {
      if (!s.rule.cross) continue;
      const both = applyPrefix(s.form, rule);
      if (both !== null) out(both, s.rule, rule);
    }
  }
}
