import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";

import { BOT_LEVELS, LEVEL_DESCRIPTIONS, levelLabel } from "~/app/_components/computer-levels";
import styles from "~/app/_components/guide.module.css";
import { ruleHref } from "~/app/regole/rule-sections";
import { contestConsequence, JUDGE_NOUN } from "~/app/tavolo/[id]/_components/judge-ui";
import { KeyList } from "~/app/tavolo/[id]/_components/keys-help";
import { TIMES, UISP_RULES } from "~/engine/ruleset";
import { PROFILES } from "~/lexicon/profiles";
import { PROFILE_NAMES } from "~/lexicon/types";

export const metadata: Metadata = {
  title: "Aiuto",
  description: "Come si usa Burraco Parole: creare un tavolo e mandare i link, giocare contro il computer, giocare col tocco o da tastiera, il giudice.",
};

/** How to use the site (the rules are on /regole): one section per id, linkable as /aiuto#giudice. */
const HELP_SECTIONS: { id: string; title: string; content: () => ReactNode }[] = [
  {
    id: "crea",
    title: "Creare un tavolo e mandare i link",
    content: () => (
      <>
        <p>
          Nella <Link href="/">pagina iniziale</Link>, in <strong>Crea un tavolo</strong>, scegli:
        </p>
        <ul>
          <li>
            quanti giocatori (2, 3 o 4; in 4 i posti 1 e 3 giocano contro i posti 2 e 4; con le regole Basic anche 5, e in 4 si può giocare ognuno per sé);
          </li>
          <li>chi siede a ogni posto: una persona, o il computer a un livello;</li>
          <li>
            quali parole valgono:
            <ul>
              {PROFILE_NAMES.map((name) => (
                <li key={name}>
                  <strong>{PROFILES[name].label}</strong>: {PROFILES[name].description}
                </li>
              ))}
            </ul>
          </li>
          <li>il traguardo: {UISP_RULES.target} punti, o un numero di smazzate;</li>
          <li>
            se c&apos;è il <a href="#tempi">tempo per ogni mossa</a>, il <a href={ruleHref("monte")}>gioco al monte</a> e il{" "}
            <a href="#giudice">giudice di lingua</a>.
          </li>
        </ul>
        <p>
          Premi <strong>Crea il tavolo</strong>: ogni posto di una persona ha il suo link. Manda a ogni giocatore il suo link, e a nessun altro: chi ha il link
          di un posto gioca a quel posto. Con <strong>Copia</strong> lo copi per mandarlo in un messaggio; in classe, <strong>Mostra grande</strong> ingrandisce
          il codice QR da inquadrare col telefono. Ci sono anche il link per gli <a href="#spettatori">spettatori</a> e, se c&apos;è, quello del giudice.
        </p>
        <p>
          Ognuno apre il suo link e scrive il suo nome; la partita comincia quando tutti i posti sono occupati. Chi ha ricevuto un link può anche incollarlo in{" "}
          <strong>Hai un link?</strong>, nella pagina iniziale.
        </p>
      </>
    ),
  },
  {
    id: "computer",
    title: "Giocare contro il computer",
    content: () => (
      <>
        <p>
          Nella pagina iniziale, <strong>Gioca contro il computer</strong> apre una partita subito, senza link da mandare: tu al posto 1, il computer agli
          altri. Scegli 2 o 4 giocatori e il livello:
        </p>
        <ul>
          {BOT_LEVELS.map((level) => (
            <li key={level}>
              <strong>{levelLabel(level)}</strong>: {LEVEL_DESCRIPTIONS[level]}
            </li>
          ))}
        </ul>
        <p>Il computer vede solo le sue carte, come un giocatore vero.</p>
      </>
    ),
  },
  {
    id: "al-tavolo",
    title: "Giocare al tavolo",
    content: () => (
      <>
        <p>
          Al centro del tavolo ci sono il tallone, i pozzetti e il monte scarti; intorno gli altri giocatori, col nome, le carte in mano e chi è di turno. Sopra
          ci sono le parole di ogni linea, sotto il campo della parola e la tua mano. La <strong>Cronaca</strong> racconta ogni mossa: chi ha pescato, chi ha
          calato quale parola, chi è andato al pozzetto.
        </p>
        <p>Ogni mossa si fa col tocco, trascinando le carte o da tastiera:</p>
        <KeyList className={styles.keys} />
        <p>
          Mentre scrivi una parola il dizionario dice subito se vale. Se il tavolo rifiuta una mossa, il motivo compare vicino a quello che hai fatto, con il
          link alla regola. Il pulsante <strong>?</strong> accanto al campo della parola apre questo elenco anche al tavolo. Il turno, passo per passo, è nelle{" "}
          <a href={ruleHref("turno")}>regole</a>.
        </p>
      </>
    ),
  },
  {
    id: "giudice",
    title: "Il giudice di lingua",
    content: () => (
      <>
        <p>
          Se chi ha creato il tavolo ha scelto un giudice di lingua, una persona decide le parole dubbie dal suo link (la console del giudice vede le parole,
          mai le mani). Le regole sono in <a href={ruleHref("giudice")}>Il giudice di lingua</a>.
        </p>
        <ul>
          <li>
            <strong>Chiedi al giudice</strong>: se il dizionario rifiuta o ritiene dubbia la parola che stai calando, questo pulsante la manda al giudice invece
            di riprendere le carte. Al tavolo amichevole: «{contestConsequence("friendly", JUDGE_NOUN.judge)}» Al tavolo da torneo: «
            {contestConsequence("tournament", JUDGE_NOUN.judge)}»
          </li>
          <li>
            <strong>Sfida</strong>: sull&apos;ultima parola calata o allungata dall&apos;avversario compare Sfida; dopo una conferma la parola va al giudice. Si
            può sfidare solo finché il giocatore successivo non ha giocato.
          </li>
        </ul>
        <p>Finché il giudice non decide, ogni pagina del tavolo mostra «Parola al giudice», il gioco è fermo e il tempo non corre.</p>
      </>
    ),
  },
  {
    id: "spettatori",
    title: "Guardare una partita",
    content: () => (
      <p>
        Il link per gli spettatori mostra il tavolo, le parole, il punteggio e la Cronaca, mai le carte in mano. Chi guarda non può giocare; lo stesso link va
        bene per tante persone, per esempio per proiettare la partita in classe.
      </p>
    ),
  },
  {
    id: "tempi",
    title: "Il tempo per le mosse",
    content: () => (
      <p>
        Se il tavolo ha il tempo per ogni mossa, vicino a chi è di turno gira un orologio: {TIMES.draw} secondi per pescare, poi da {TIMES.fewerThan4} a{" "}
        {TIMES.elevenOrMore} per giocare, secondo le carte in mano (la tabella è nelle <a href={ruleHref("tempi")}>regole</a>). Quando il tempo sta per finire
        il tavolo avvisa; alla fine scarta per te e la Cronaca lo dice. Chi va fuori tempo due volte di fila, o resta lontano dalla pagina per un minuto durante
        il suo turno, viene sostituito dal computer finché non torna: basta riaprire il proprio link e premere <strong>Sono qui</strong>.
      </p>
    ),
  },
  {
    id: "rivedi",
    title: "Rivedere la partita",
    content: () => (
      <p>
        Finita la partita, ogni pagina del tavolo offre <strong>Rivedi la partita</strong>: si ripercorre mossa per mossa, con i pulsanti, il cursore o i tasti
        freccia, Inizio e Fine, dal punto di vista di un posto o con tutte le carte scoperte. <strong>Scarica la partita (JSON)</strong> salva la partita in un
        file.
      </p>
    ),
  },
  {
    id: "torneo",
    title: "Un torneo",
    content: () => (
      <>
        <p>
          In <Link href="/torneo">Torneo</Link> la direzione di gara crea un torneo con i parametri del regolamento: individuale, a coppie o a squadre, i turni
          e le smazzate, il tempo del turno, il movimento (Mitchell, Danese o Italiano). Riceve tre link: il suo (privato), la classifica pubblica per lo
          schermo della sala e il link di iscrizione.
        </p>
        <p>
          Chi si iscrive riceve il suo link personale: tenendo aperta quella pagina, a ogni turno arriva da solo al suo tavolo, e a fine partita torna alla
          pagina del torneo con i suoi risultati (PP, MP e VP). A ogni turno tutti i tavoli giocano le stesse carte; la classifica si aggiorna in diretta.
        </p>
      </>
    ),
  },
  {
    id: "dizionario",
    title: "Il dizionario",
    content: () => (
      <p>
        Il <Link href="/dizionario">dizionario</Link> dice se una parola si può calare, e perché no quando non si può (un nome proprio, una sigla, un accento…),
        e trova le parole che puoi comporre con certe lettere. Le parole ammesse sono spiegate nelle <a href={ruleHref("parole")}>regole</a>.
      </p>
    ),
  },
  {
    id: "domande",
    title: "Domande frequenti",
    content: () => (
      <dl className={styles.keys}>
        <dt>Il link dice che il tavolo non esiste.</dt>
        <dd>
          Controlla di aver aperto il link intero, così come l&apos;hai ricevuto. Un tavolo dove nessuno gioca per alcuni giorni viene archiviato e poi
          cancellato: in quel caso crea un tavolo nuovo dalla <Link href="/">pagina iniziale</Link>.
        </dd>
        <dt>Il tavolo è archiviato.</dt>
        <dd>Nessuno ci gioca da tempo: si può ancora guardare, ma non giocare. Crea un tavolo nuovo.</dd>
        <dt>Il tavolo è pieno: come entro?</dt>
        <dd>
          Ogni posto ha il suo link, e un posto è di chi ne ha il link. Se non ne hai uno, chiedilo a chi ha creato il tavolo, oppure guarda la partita con il
          link degli spettatori.
        </dd>
        <dt>Si gioca quando tutti sono seduti: chi manca?</dt>
        <dd>La partita comincia quando ogni posto ha aperto il suo link. Intorno al tavolo si vede chi è già seduto.</dd>
        <dt>Ho chiuso la pagina o cambiato telefono.</dt>
        <dd>Riapri il link del tuo posto: ritrovi la partita dov&apos;era, con le tue carte.</dd>
        <dt>Il dizionario rifiuta una parola che conosco.</dt>
        <dd>Leggi il motivo sotto la parola. Se al tavolo c&apos;è il giudice di lingua, puoi chiedere a lui; altrimenti decide il dizionario del tavolo.</dd>
      </dl>
    ),
  },
];

/** How to use the site, for a newcomer: a server page with no script of its own. */
export default function AiutoPage() {
  return (
    <>
      <h1>Aiuto</h1>
      <p className="lead">
        Come si usa Burraco Parole. Le regole del gioco sono in <Link href="/regole">Regole</Link>.
      </p>
      <nav className={`card ${styles.contents}`} aria-labelledby="aiuto-indice">
        <h2 id="aiuto-indice">Indice</h2>
        <ol>
          {HELP_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {HELP_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} className={`card ${styles.section}`} aria-labelledby={`${section.id}-titolo`} data-testid="help-section">
          <h2 id={`${section.id}-titolo`}>{section.title}</h2>
          {section.content()}
        </section>
      ))}
    </>
  );
}
