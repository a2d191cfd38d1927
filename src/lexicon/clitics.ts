/**
 * The clitic grammar: which verb + pronoun strings are Italian words (docs/lexicon.md,
 * "Pronomi attaccati al verbo"). Art. 4.2 admits verbs in every mood and tense and their
 * pronouns; Hunspell's dictionary makes its enclitic forms by combining suffixes, and so
 * also makes strings no speaker writes (CORTEGGIATEGLICI, IMPACCIATOCELI, COMPILATATELO).
 * A clitic form is a word only when it is a host plus a well-formed cluster:
 * - host: the infinitive without its final -e (mangiar-, por-), the gerund (mangiando-),
 *   the imperative 2nd singular, 1st and 2nd plural (mangia-, mangiamo-, mangiate-; the
 *   monosyllables da' di' fa' sta' va' double the pronoun's consonant: dammi, dillo,
 *   vattene), and the past participle with one object pronoun it agrees with (mangiatolo)
 *   or, for a reflexive verb, with si (alzatosi); "ecco" takes pronouns too (eccotelo);
 * - cluster: one pronoun (mi ti ci vi si lo la li le ne gli), or two in the standard
 *   order: me te ce ve se glie + lo la li le ne (melo, tene, glielo, sene);
 * - agreement where the form shows it: a participle agrees with lo la li le (not
 *   MANGIATOLI); an imperative's reflexive with its person (alziamoci, not DEDICHIAMOTELA;
 *   no imperative takes si); no pronoun on the imperative of a verb whose subject is a
 *   thing (CONSTATECI: "dativo di cosa" in lexicon/intransitivi-con-pronome.txt);
 * - two pronouns only on the verbs that take them (lexicon/pronomi-doppi.txt): portamelo,
 *   mangiarselo, and the idioms andarsene, farcela; GRONDARSELA is no word;
 * - a direct object only on a verb that takes one: lexicon/intransitivi.txt lists the verbs
 *   that never do (ARRIVARLO is no word; arrivarci is), but a copula's "lo" is its
 *   predicate (esserlo, diventandolo: COPULAS); of those, a person's pronoun only
 *   on the ones lexicon/intransitivi-con-pronome.txt gives a dative or their reflexive
 *   (telefonargli, accorgermi; not SILLOGIZZARMI), and ne only on the ones it marks "ne"
 *   (parlarne, uscirne; not PRIMEGGIARNE);
 * - on a verb with an object, the pronouns beyond it as lexicon/transitivi.txt reviews
 *   them verb by verb: mi ti for a person as object, a dative or the reflexive (aiutarmi,
 *   timbrarmi il biglietto; not PASTORIZZARMI; ci and vi are also a place: sperarci),
 *   gli for a dative (dargli; not SINCOPARGLI), si and the imperative's own person for the
 *   reflexive (lavarsi, lavatevi; not LIBARSI);
 * - a witness for a person, the reflexive or a place: on a verb morph-it does not conjugate
 *   and no list names, mi ti ci vi si (and me te ce ve se) are no evidence of use, and the
 *   build marks such forms unattested, for the judge (needsWitness: AVVIGNATEMI).
 * Pure: the build (build/collect.ts) decides each form once, and makes with idiomForms and
 * intransitiveForms the forms the sources lack; the checker reads the result.
 */

const SINGLE = ["mi", "ti", "ci", "vi", "si", "lo", "la", "li", "le", "ne", "gli"] as const;
const DIRECT = ["lo", "la", "li", "le", "ne"] as const;
const COMBINED = ["me", "te", "ce", "ve", "se", "glie"].flatMap((first) => DIRECT.map((second) => first + second));

/** The reflexive's first pronoun in each person, as it stands before another pronoun. */
const PERSONS = ["me", "te", "se", "ce", "ve"] as const;
type Person = (typeof PERSONS)[number];

/**
 * A reflexive cluster in another person: se-ne is me-ne, te-ne (andarsene: andarmene,
 * vattene), si alone is mi, ti (accorgersi: accorgermi); any other keeps its pronouns
 * (farcela: facciamocela).
 */
function inPerson(cluster: string, person: Person): string {
  if (cluster.startsWith("se")) return person + cluster.slice(2);
  return cluster === "si" ? `${person[0]}i` : cluster;
}

/** The clusters a pronominal idiom takes in every person: andarsene (se-ne) is vattene, andiamocene, andatevene. */
export function idiomClusters(cluster: string): string[] {
  return [...new Set(PERSONS.map((person) => inPerson(cluster, person)))];
}

/**
 * The hosts a generated form may have: the infinitive, the gerunds, and the imperative of
 * each person (the 2nd singular of da' di' fa' sta' va' doubling the pronoun's consonant).
 */
function personHosts(verb: VerbFacts): { all: string[]; second: string[]; first: string[]; secondPlural: string[] } | null {
  const conj = conjugation(verb.lemma);
  if (!conj) return null;
  const infinitive = verb.lemma.endsWith("rre") ? verb.lemma.slice(0, -2) : verb.lemma.slice(0, -1);
  const gerunds = [...verb.forms].filter((form) => isGerund(form, verb));
  const first = [...verb.forms].filter((form) => form.endsWith("iamo"));
  const secondPlural = [...verb.slots].filter(([form, slots]) => slots.has("impr") && form.endsWith("te")).map(([form]) => form);
  const monosyllable = Object.keys(MONOSYLLABIC).find((host) => MONOSYLLABIC[host] === verb.lemma);
  const second: string[] = [];
  if (monosyllable) second.push(`${monosyllable}'`);
  else {
    const regular = conj.vowel === "a" ? `${conj.stem}a` : `${conj.stem}i`;
    if (verb.slots.size === 0 || verb.slots.get(regular)?.has("impr")) second.push(regular);
    if (conj.vowel === "i" && verb.slots.get(`${conj.stem}isci`)?.has("impr")) second.push(`${conj.stem}isci`);
  }
  return { all: [infinitive, ...gerunds], second, first, secondPlural };
}

/** host + cluster; da' + mi is dammi, da' + gli dagli. */
const attach = (host: string, cluster: string): string =>
  host.endsWith("'") ? host.slice(0, -1) + (cluster.startsWith("gli") ? "" : cluster[0]) + cluster : host + cluster;

/**
 * Every form of a pronominal idiom (andarsene, farcela), or of a pronominal verb's si
 * (accorgersi), in the person each host asks for: the infinitive and the gerund in all five
 * (andarmene, accorgendoci), the imperative in its own (vattene, andiamocene, andatevene;
 * accorgiti). A cluster without se keeps its pronouns (farcela: facendocela, faccela,
 * facciamocela, fatecela). The sources list few of these forms, so the build makes them
 * from lexicon/pronomi-doppi.txt, lexicon/intransitivi-con-pronome.txt and the verb's forms.
 */
export function idiomForms(cluster: string, verb: VerbFacts): string[] {
  const hosts = personHosts(verb);
  if (!hosts) return [];
  const forms = new Set<string>();
  for (const host of hosts.all) for (const person of PERSONS) forms.add(attach(host, inPerson(cluster, person)));
  for (const host of hosts.second) forms.add(attach(host, inPerson(cluster, "te")));
  for (const host of hosts.first) forms.add(attach(host, inPerson(cluster, "ce")));
  for (const host of hosts.secondPlural) forms.add(attach(host, inPerson(cluster, "ve")));
  return [...forms].filter((form) => isCliticForm(form, verb)).sort();
}

/**
 * Every form of a verb with no object that takes a dative (telefonare: telefonargli,
 * telefonandomi, telefonategli), for lexicon/intransitivi-con-pronome.txt, or ne
 * (erompere: eromperne, erompendone), for lexicon/intransitivi.txt's "ne": the sources give
 * such verbs few of their pronouns.
 */
export function intransitiveForms(verb: VerbFacts, clusters: "dativo" | "ne"): string[] {
  const hosts = personHosts(verb);
  if (!hosts) return [];
  const forms = new Set<string>();
  for (const host of [...hosts.all, ...hosts.second, ...hosts.first, ...hosts.secondPlural]) {
    for (const cluster of clusters === "ne" ? ["ne"] : ["mi", "ti", "gli", "le", "ci", "vi"]) forms.add(attach(host, cluster));
  }
  return [...forms].filter((form) => isCliticForm(form, verb)).sort();
}

/** A cluster whose first pronoun is a person's: mi ti gli, le alone, me te ve glie (vi alone may be "there", like ci: giungervi). */
const namesPerson = (cluster: string): boolean => cluster === "le" || /^(?:mi|ti|gli|me|te|ve)/.test(cluster);

/** Every well-formed cluster, longest first (so glielo is tried before lo). */
export const CLITIC_CLUSTERS: readonly string[] = [...SINGLE, ...COMBINED].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
const SINGLES = new Set<string>(SINGLE);
const CLUSTER_SET = new Set(CLITIC_CLUSTERS);
const CLUSTER_LENGTHS = [...new Set(CLITIC_CLUSTERS.map((cluster) => cluster.length))];
/** A cluster that holds a direct object: lo la li le, alone or after another pronoun (glielo); le alone may be "a lei" (telefonarle), gli is "a lui". */
const holdsDirectObject = (cluster: string): boolean => cluster !== "le" && cluster !== "gli" && /(?:lo|la|li|le)$/.test(cluster);

/** The imperatives that double the pronoun's consonant (da' + mi = dammi), and their verbs. */
const MONOSYLLABIC: Readonly<Record<string, string>> = { da: "dare", di: "dire", fa: "fare", sta: "stare", va: "andare" };

export type HostKind = "infinito" | "gerundio" | "imperativo" | "participio";

/** What the build knows of one verb: its infinitive, its plain forms, and morph-it's slots. */
export interface VerbFacts {
  /** The infinitive (the lemma): mangiare, porre. */
  lemma: string;
  /** Every plain form of the verb, lower case (no clitics). */
  forms: ReadonlySet<string>;
  /**
   * morph-it's slots for its forms: imperative and past participle. Empty when morph-it
   * lacks the verb: the regular shapes decide then (mangia, prendi, finisci; -ato -uto -ito).
   */
  slots: ReadonlyMap<string, ReadonlySet<HostSlot>>;
  /** False for a verb that never takes a direct object (lexicon/intransitivi.txt): no lo la li le. */
  transitive: boolean;
  /**
   * The two-pronoun clusters the verb takes (lexicon/pronomi-doppi.txt): "any" for a verb
   * that gives or does something to someone (portamelo, mangiarselo), the idiom's own for a
   * pronominal idiom (andarsene: vattene, andiamocene; farcela), none for the rest.
   */
  combined: "any" | ReadonlySet<string>;
  /**
   * The sources use the verb with si: morph-it writes it so (alzarsi, rendersi), or a list
   * makes it pronominal or gives it se (accorgersi, mangiarselo). Its participle takes si
   * (alzatosi, resosi).
   */
  reflexive: boolean;
  /**
   * The verb takes si on the infinitive and the gerund, and its own person on the
   * imperative (lavarsi, lavandosi, lavati, lavatevi): it is reflexive above, or
   * lexicon/transitivi.txt gives it the reflexive (ossidarsi). LIBARSI, PASTORIZZATEVI are no words.
   */
  usedWithSi: boolean;
  /** morph-it conjugates the verb (a corpus attests it), or a curated list names it (needsWitness). */
  attested: boolean;
  /**
   * The verb takes a person's pronoun. A verb with no object: mi ti gli, le alone, when
   * lexicon/intransitivi-con-pronome.txt gives it a dative (telefonargli) or its reflexive
   * (accorgermi); SILLOGIZZARMI is no word. A verb with an object: mi ti, when
   * lexicon/transitivi.txt gives it a person as object, a dative or the reflexive
   * (aiutarmi, timbrarmi il biglietto, lavarmi); PASTORIZZARMI is no word.
   */
  personal: boolean;
  /**
   * The verb takes gli, "a lui": a dative of lexicon/intransitivi-con-pronome.txt
   * (telefonargli) or lexicon/transitivi.txt (dargli, tagliargli i capelli). SINCOPARGLI is no word.
   */
  dative: boolean;
  /**
   * The verb takes ne: it has an object, or lexicon/intransitivi.txt marks it "ne", for a
   * complement with di or da that ne stands for (parlarne, uscirne, abusarne) or, on a verb
   * with essere, for part of its subject (ne arrivano tre: arrivarne). PRIMEGGIARNE,
   * BROGLIARNE are no words (Art. 4.2).
   */
  takesNe: boolean;
  /**
   * The verb's only person is its own reflexive (lexicon/intransitivi-con-pronome.txt,
   * "pronominale": accorgersi): accorgermi, accorgiti, but no dative (ACCORGERGLI) and, on
   * the imperative, only the imperative's person (ACCORGIMI is no word).
   */
  reflexiveOnly: boolean;
  /**
   * A pronominal verb also used without si (lexicon/intransitivi-con-pronome.txt,
   * "pronominale e no": approfittarsi, approfittarne): its ne goes alone too, on every host
   * (approfittarne, approfittane); its persons stay its reflexive's (APPROFITTARGLI,
   * APPROFITTAMI are no words).
   */
  withoutSi: boolean;
  /**
   * The verb's subject is a thing or an event, never the person spoken to
   * (lexicon/intransitivi-con-pronome.txt, "dativo di cosa": constare, accadere, affluire):
   * it has no imperative to carry a pronoun (CONSTATECI, AFFLUIAMOLE, ACCADIMI).
   */
  thingSubject: boolean;
  /**
   * The 1st plural imperative takes ci of place or of a thing (lexicon/ci-avverbiale.txt:
   * entriamoci, scommettiamoci, pensiamoci) besides the reflexive a verb used with si has
   * (alziamoci). FORVIAMOCI, ULULIAMOCI are no words.
   */
  adverbialCi: boolean;
}

/** A slot morph-it names for a form: "impr", "ger" or a participle with gender and number. */
export type HostSlot = "impr" | "ger" | "part+m+s" | "part+f+s" | "part+m+p" | "part+f+p";

/** The clitic a participle with lo/la/li/le must agree with: -o lo, -a la, -i li, -e le. */
const AGREEING: Readonly<Record<string, HostSlot>> = { lo: "part+m+s", la: "part+f+s", li: "part+m+p", le: "part+f+p" };
const BY_VOWEL: Readonly<Record<string, HostSlot>> = { o: "part+m+s", a: "part+f+s", i: "part+m+p", e: "part+f+p" };

/** The thematic vowel of the infinitive: mangiare a, prendere/porre e, finire i; null if not a verb. */
function conjugation(lemma: string): { stem: string; vowel: "a" | "e" | "i" } | null {
  const match = /^(.+?)(a|e|i)re$/.exec(lemma);
  if (match) return { stem: match[1]!, vowel: match[2] as "a" | "e" | "i" };
  if (lemma.endsWith("rre")) return { stem: lemma.slice(0, -3), vowel: "e" }; // porre, trarre, condurre
  return null;
}

/**
 * The modals with no imperative (POTETEMI, DOVETELO are no words): morph-it, which would
 * give their slots, tags them MOD and its packages drop them, so the regular shapes would
 * stand in. volere has one (vogliatemi bene).
 */
const NO_IMPERATIVE = new Set(["potere", "dovere"]);

/** The kinds of host `host` is for this verb (a form may be two: mangiate is imperative and participle). */
export function hostKinds(host: string, verb: VerbFacts): HostKind[] {
  const kinds: HostKind[] = [];
  const conj = conjugation(verb.lemma);
  if (!conj) return kinds;
  const infinitive = verb.lemma.endsWith("rre") ? verb.lemma.slice(0, -2) : verb.lemma.slice(0, -1);
  if (host === infinitive) kinds.push("infinito");
  if (!verb.forms.has(host)) return kinds;
  if (isGerund(host, verb)) kinds.push("gerundio");
  const { stem, vowel } = conj;
  // The 1st plural is one string in every mood (mangiamo, cerchiamo). Otherwise morph-it's
  // slots decide; the regular shapes only where it lacks the verb: prendi is an imperative,
  // presi (passato remoto) is not, and udire's is odi, not udi.
  const imperative =
    !NO_IMPERATIVE.has(verb.lemma) &&
    (host.endsWith("iamo") ||
      (verb.slots.size > 0
        ? verb.slots.get(host)?.has("impr") === true
        : host === `${stem}${vowel}te` || (vowel === "a" ? host === `${stem}a` : host === `${stem}i` || (vowel === "i" && host === `${stem}isci`))));
  if (imperative) kinds.push("imperativo");
  if (participleSlot(host, verb)) kinds.push("participio");
  return kinds;
}

/**
 * The verb's gerund: morph-it's slot, or the regular shape where morph-it lacks the verb
 * (mangiando, prendendo). Not every form in -ndo: prendo, abbondo, dipendo are the present's
 * 1st person (PRENDOMELA, DIPENDOMI are no words).
 */
function isGerund(form: string, verb: VerbFacts): boolean {
  if (!form.endsWith("ndo")) return false;
  if (verb.slots.size > 0) return verb.slots.get(form)?.has("ger") === true;
  const conj = conjugation(verb.lemma);
  return conj !== null && form === `${conj.stem}${conj.vowel === "a" ? "a" : "e"}ndo`;
}

function participleSlot(host: string, verb: VerbFacts): HostSlot | null {
  if (verb.slots.size > 0) {
    for (const slot of verb.slots.get(host) ?? []) if (slot.startsWith("part")) return slot;
    return null;
  }
  const conj = conjugation(verb.lemma);
  if (!conj) return null;
  const regular = `${conj.stem}${conj.vowel === "e" ? "u" : conj.vowel}t`;
  const vowel = host.slice(-1);
  return host.length === regular.length + 1 && host.startsWith(regular) ? (BY_VOWEL[vowel] ?? null) : null;
}

/**
 * The person of an imperative host decides its reflexive: alzati, alziamoci, alzatevi. No
 * imperative takes si (FELICITASI is no word); the 1st plural names neither me nor you
 * (DEDICHIAMOTELA, ORIENTIAMOTI), the 2nd plural not "te" (AIUTATETI).
 */
function imperativeTakes(host: string, cluster: string): boolean {
  const first = cluster.startsWith("glie") ? "gli" : cluster.slice(0, 2);
  if (first === "si" || first === "se") return false;
  if (host.endsWith("iamo")) return !["mi", "me", "ti", "te", "vi", "ve"].includes(first);
  if (host.endsWith("te")) return first !== "ti" && first !== "te";
  return true;
}

/** The reflexive an imperative host names, as its first letter: alziamo-ci, alzate-vi, alza-ti. */
const imperativePerson = (host: string): string => (host.endsWith("iamo") ? "c" : host.endsWith("te") ? "v" : "t");

/**
 * A cluster that is a reflexive idiom's in some person (andarsene: mene, tene; godersela:
 * mela, tela), which an imperative takes only in its own person (vattene, not VAMMENE;
 * spassatela, not SPASSAMELA). farcela's ce is no person: facciamocela, fatecela.
 */
const reflexiveIdiom = (cluster: string, verb: VerbFacts): boolean =>
  verb.combined !== "any" && /^[mtcvs]e/.test(cluster) && cluster.length > 2 && verb.combined.has(`se${cluster.slice(2)}`);

/** Every way `form` splits into a host and a well-formed cluster. */
export function cliticSplits(form: string): { host: string; cluster: string }[] {
  const splits: { host: string; cluster: string }[] = [];
  // One cluster at most of each length ends the form: a set look-up per length, longest first
  // (the build asks this of some three million forms).
  for (const length of CLUSTER_LENGTHS) {
    if (form.length <= length + 1) continue;
    const cluster = form.slice(-length);
    if (CLUSTER_SET.has(cluster)) splits.push({ host: form.slice(0, -length), cluster });
  }
  return splits;
}

/** The infinitive a verb lemma stands for: accorgersi → accorgere (its si is a clitic). */
export function infinitiveOf(lemma: string): string {
  if (lemma.endsWith("re")) return lemma;
  const host = cliticSplits(lemma).find((split) => split.host.endsWith("r"))?.host;
  return host ? `${host}e` : lemma;
}

/**
 * Whether `form` is `verb` (or ecco) with enclitic pronouns the grammar admits. `verb` is
 * null for a form of no verb (only ecco then qualifies).
 */
export function isCliticForm(form: string, verb: VerbFacts | null): boolean {
  for (const { host, cluster } of cliticSplits(form)) if (host === "ecco" || (verb && admits(host, cluster, verb))) return true;
  return false;
}

/**
 * Whether every reading the grammar admits of `form` names a person, the reflexive or a
 * place (mi ti ci vi si, me te ce ve se before another pronoun) on a verb morph-it does not
 * conjugate and no curated list names. A verb no corpus attests is mostly rare or technical
 * (avvignare, metabolizzare), and its objects are things: lo la li le ne, and gli, le of a
 * 3rd person (the possessor of the thing: sforacchiargli la gomma), are what any transitive
 * verb takes, but only its use tells whether it takes a person (AVVIGNATEMI), the reflexive
 * (METABOLIZZATEVI) or ci and vi (FIBRILLARCI); nothing attests that use, so the judge
 * decides. lexicon/transitivi.txt tells it for morph-it's verbs. False for a form the
 * grammar refuses.
 */
export function needsWitness(form: string, verb: VerbFacts | null): boolean {
  if (!verb || verb.attested) return false;
  let any = false;
  for (const { host, cluster } of cliticSplits(form)) {
    if (host === "ecco") return false;
    if (!admits(host, cluster, verb)) continue;
    if (!PERSON_OR_PLACE.test(cluster)) return false;
    any = true;
  }
  return any;
}

/** A cluster whose first pronoun is a person's other than the 3rd (mi ti ci vi), the reflexive's (si) or a place's (ci vi). */
const PERSON_OR_PLACE = /^(?:mi|ti|ci|vi|si|me|te|ce|ve|se)/;

/**
 * The copulas: no object, but "lo" stands for their predicate (è stanco? vuole sembrarlo;
 * ricco non potrà mai diventarlo). Not on the participle or the imperative (STATOLO,
 * DIVENTALO are no words a speaker writes).
 */
export const COPULAS: ReadonlySet<string> = new Set(["essere", "diventare", "divenire", "sembrare", "rimanere", "restare"]);

/** Whether `host` + `cluster` is a form of `verb` the grammar admits. */
function admits(host: string, cluster: string, verb: VerbFacts): boolean {
  // An idiom's own pronouns go even with a verb that takes no object (dormirsela, svignarsela).
  const idiom = verb.combined !== "any" && verb.combined.has(cluster);
  // "lo" standing for a copula's predicate (non voglio esserlo, sta diventandolo), on its infinitive and gerund only.
  if (cluster === "lo" && COPULAS.has(verb.lemma)) return hostKinds(host, verb).some((kind) => kind === "infinito" || kind === "gerundio");
  if (!verb.transitive && !idiom && holdsDirectObject(cluster)) return false;
  // si only on a verb used with it (TRASMIGRARSI, LIBARSI are no words); a person only on a
  // verb that takes a dative, its reflexive or (with an object) a person as object
  // (SILLOGIZZARMI, PASTORIZZARMI are none); gli only on one with a dative (SINCOPARGLI).
  // ci and vi are also a place or "about it" (sperarci, salirci, fermentarvi), on any verb
  // but on the 1st plural imperative (adverbialCi, below).
  if (!verb.usedWithSi && !idiom && /^s[ie]/.test(cluster)) return false;
  if (!verb.personal && !idiom && (verb.transitive ? /^(?:mi|ti|me|te|ve)/.test(cluster) : namesPerson(cluster))) return false;
  if (!verb.dative && !idiom && cluster.startsWith("gli")) return false;
  // ne, alone or after another pronoun (sene, cene, gliene), on a verb with no object only
  // where it stands for a complement of the verb (parlarne, uscirne; not PRIMEGGIARNE).
  if (!verb.takesNe && !idiom && cluster.endsWith("ne")) return false;
  // accorgersi names no one else: no gli, no le (ACCORGERGLI); and its ne goes with its
  // reflexive (accorgersene, SPOLMONARNE is no word), unless the verb is also used without
  // si (approfittarne).
  const plainNe = cluster === "ne" && verb.withoutSi;
  if (verb.reflexiveOnly && !idiom && !plainNe && /^(?:gli|le$|ne$)/.test(cluster)) return false;
  if (!SINGLES.has(cluster) && verb.combined !== "any" && !idiom) return false;
  if (MONOSYLLABIC[host] === verb.lemma && cluster.startsWith("gli")) return true; // dagli, digli
  // dammi = da' + mi: the consonant doubles, except before gli (dagli, digli).
  const doubled = host.length >= 3 && host.at(-1) === cluster[0] && !cluster.startsWith("gli") && MONOSYLLABIC[host.slice(0, -1)] === verb.lemma;
  if (doubled) return true;
  for (const kind of hostKinds(host, verb)) {
    if (kind === "imperativo") {
      if (verb.thingSubject) continue;
      // The imperative's own person is its reflexive (lavati, alziamoci, lavatevi): only on a
      // verb used with si, with an object or not (TEMPOREGGIATEVI: a place's vi after -ate is
      // read as the reflexive; FORVIAMOCI). The 1st plural's ci may also be a place or a
      // thing, on the verbs that use it so (entriamoci, pensiamoci: adverbialCi).
      const ownPersonOnly = cluster === "ti" || cluster === "vi" || (cluster === "ci" && !verb.adverbialCi);
      if (!verb.usedWithSi && !idiom && ownPersonOnly && cluster[0] === imperativePerson(host)) continue;
      const ownPerson = (verb.reflexiveOnly && !idiom && !plainNe) || (idiom && reflexiveIdiom(cluster, verb));
      if (imperativeTakes(host, cluster) && (!ownPerson || cluster[0] === imperativePerson(host))) return true;
      continue;
    }
    if (kind !== "participio") return true;
    // A participle takes one object pronoun, agreeing with it (fattolo, sgusciatili), or
    // the reflexive si of the absolute construction (alzatosi, resasi conto).
    if (cluster === "si" && verb.reflexive) return true;
    const agrees = AGREEING[cluster];
    if (agrees && participleSlot(host, verb) === agrees) return true;
  }
  return false;
}
