import Link from "next/link";
import type { ReactNode } from "react";

import styles from "~/app/_components/guide.module.css";
import { CardTile } from "~/app/tavolo/[id]/_components/card-tile";
import { DealScoreTable } from "~/app/tavolo/[id]/_components/score-sheet";
import { CARD_LETTERS, CONSONANTS, type Colour, cardValue, DECK, DECK_SIZE, letterValue, makeLetterCard, VOWELS, WILD_VALUE } from "~/engine/cards";
import { HAND_SIZE, pozzettoSizes } from "~/engine/deal";
import { BURRACO_LENGTH } from "~/engine/melds";
import { makeRuleset, TIMES, UISP_RULES } from "~/engine/ruleset";
import { setUpScenario } from "~/engine/scenario";
import { CLEAN_BONUS, CLEAN_BURRACO, CLOSING_BONUS, DIRTY_BURRACO, POZZETTO_NOT_TAKEN, scoreDeal } from "~/engine/scoring";

import { type RuleId, ruleHref } from "../rule-sections";

/** A word's letter cards, all of one colour: `letters("R", "CASA")`. */
function letters(colour: Colour, word: string): string[] {
  return Array.from(word, (letter) => makeLetterCard(colour, letter));
}

/** A row of cards as the table draws them, with what it shows (and whether it may be laid) below. */
function Cards({ cards, caption, verdict }: { cards: readonly string[]; caption: ReactNode; verdict?: "yes" | "no" }) {
  return (
    <figure className={styles.figure} data-testid="rule-cards">
      <span className="tiles">
        {cards.map((card, i) => (
          <CardTile key={i} card={card} small={cards.length > 6} />
        ))}
      </span>
      <figcaption>
        {verdict && <span className={styles[verdict]}>{verdict === "yes" ? "Vale" : "Non vale"}: </span>}
        {caption}
      </figcaption>
    </figure>
  );
}

function RuleLink({ id, children }: { id: RuleId; children: ReactNode }) {
  return <a href={ruleHref(id)}>{children}</a>;
}

/** Letters of equal value, for the values table: "H, Q, Z". */
function lettersWorth(value: number): string {
  return CARD_LETTERS.filter((letter) => letterValue(letter) === value).join(", ");
}

const LETTER_VALUES = [...new Set(CARD_LETTERS.map(letterValue))].sort((a, b) => b - a);
const DECK_POINTS = DECK.reduce((sum, _, id) => sum + cardValue(id), 0);

/** Art. 3.4: what the deal leaves where, for each way of sitting at the table. */
const DEAL_COUNTS = (
  [
    { label: "2", players: 2 },
    { label: "3 (pozzetti 18 + 11)", players: 3, threePlayerPozzetti: "18+11" },
    { label: "3 (pozzetti 3 × 11)", players: 3, threePlayerPozzetti: "3x11" },
    { label: "4", players: 4 },
  ] as const
).map(({ label, ...partial }) => {
  const pozzetti = pozzettoSizes(makeRuleset(partial));
  const hands = partial.players * HAND_SIZE;
  return { label, hands, pozzetti, stock: DECK_SIZE - hands - pozzetti.reduce((a, b) => a + b, 0) - 1 };
});

/**
 * The worked example of the score (Art. 5, 6): a deal of two players as it ends, counted by
 * the engine's own scoring (the numbers on this page are the ones the table would show).
 * Anna has taken her pozzetto, has a clean burraco of 9 cards and closes; Bruno has a dirty
 * burraco, never reached his pozzetto and holds three cards.
 */
const EXAMPLE = {
  names: ["Anna", "Bruno"],
  melds: [
    [letters("R", "CAMMINARE"), ["N:P", "P=A", "N:N", "N:E"]],
    [letters("N", "GATTO"), ["N:P", "N:I", "N:A", "N:N", "N:E", "J=T", "N:A"]],
  ],
  hand: ["R:Q", "R:B", "P"],
} as const;

function exampleScore() {
  const state = setUpScenario({
    rules: { players: 2 },
    position: {
      dealer: 1,
      turn: 0,
      hands: [[], [...EXAMPLE.hand]],
      pozzetti: [null, ["R:B", "R:D", "R:F", "R:G", "R:H", "R:L", "R:O", "R:S", "R:U", "R:V", "R:Z"]],
      discard: ["N:D"],
      stock: ["N:F", "N:G", "N:L"],
      melds: EXAMPLE.melds.map((line) => line.map((meld) => [...meld])),
    },
    actions: [],
  });
  return scoreDeal({ ...state.deal, closedBy: 0 }, state.rules);
}

/** The text of each section of `/regole`, by its id (rule-sections.ts): plain Italian, with pictures of cards. */
export const RULE_CONTENT: Record<RuleId, () => ReactNode> = {
  carte: () => (
    <>
      <p>
        Si gioca con due mazzi uguali: {DECK_SIZE} carte in tutto. Ogni mazzo ha 26 lettere rosse, 26 lettere nere, 4 pinelle e 2 jolly. In ogni colore ci sono
        le {CONSONANTS.length} consonanti ({CONSONANTS.join(" ")}) una volta e le {VOWELS.length} vocali ({VOWELS.join(" ")}) due volte. Le lettere J, K, W, X,
        Y e le lettere accentate non ci sono.
      </p>
      <div className={styles.figures}>
        <Cards cards={["R:A", "N:A", "R:H", "N:Q", "P", "J"]} caption="Una A rossa (♥) e una nera (♠), una H e una Q, una pinella e un jolly." />
      </div>
      <p>Il numero in alto a sinistra è il valore della carta, che conta nel punteggio:</p>
      <table className="score">
        <caption className="sr-only">Valore delle carte</caption>
        <thead>
          <tr>
            <th scope="col">Carta</th>
            <th scope="col">Punti</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Jolly</th>
            <td>{WILD_VALUE.jolly}</td>
          </tr>
          <tr>
            <th scope="row">Pinella</th>
            <td>{WILD_VALUE.pinella}</td>
          </tr>
          {LETTER_VALUES.map((value) => (
            <tr key={value}>
              <th scope="row">{lettersWorth(value)}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Tutto il mazzo vale {DECK_POINTS.toLocaleString("it-IT")} punti. Due carte con la stessa lettera e lo stesso colore sono uguali: l&apos;una è il{" "}
        <em>doppione</em> dell&apos;altra.
      </p>
    </>
  ),

  distribuzione: () => (
    <>
      <p>
        Si gioca in 2, 3 o 4. In 4 si gioca in coppia: i compagni siedono uno di fronte all&apos;altro e formano una <em>linea</em>. In 2 ognuno è una linea da
        solo. In 3, con tre pozzetti da 11 ognuno gioca per sé; con i pozzetti da 18 e da 11, chi per primo va al pozzetto prende quello da 18 e da lì gioca da
        solo contro gli altri due, che diventano una coppia e si dividono quello da 11.
      </p>
      <p>
        A ogni <em>smazzata</em> il giocatore alla destra del mazziere prepara i <RuleLink id="pozzetto">pozzetti</RuleLink>, mazzetti di carte coperte presi
        dal fondo del mazzo; il mazziere dà {HAND_SIZE} carte a testa, una alla volta, in senso orario. La carta dopo si scopre: è il primo{" "}
        <em>monte scarti</em>. Le altre, coperte, sono il <em>tallone</em>. Comincia chi siede alla sinistra del mazziere, e alla smazzata dopo il mazziere è il
        giocatore alla sua sinistra. Qui mescola e distribuisce il server.
      </p>
      <table className="score">
        <caption className="sr-only">Dove vanno le carte a inizio smazzata</caption>
        <thead>
          <tr>
            <th scope="col">Giocatori</th>
            <th scope="col">In mano</th>
            <th scope="col">Pozzetti</th>
            <th scope="col">Tallone</th>
          </tr>
        </thead>
        <tbody>
          {DEAL_COUNTS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.hands}</td>
              <td>{row.pozzetti.join(" + ")}</td>
              <td>{row.stock}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="help">Più una carta scoperta sul monte scarti.</p>
    </>
  ),

  turno: () => (
    <>
      <ol>
        <li>
          <strong>Prendi</strong>: pesca la prima carta del tallone, <em>oppure</em> raccogli tutto il monte scarti, tutte le carte che ci sono.
        </li>
        <li>
          <strong>Gioca</strong>, se vuoi e quanto vuoi: cala <RuleLink id="parole">parole</RuleLink> nuove, <RuleLink id="aggiungere">aggiungi</RuleLink> carte
          alle parole della tua linea.
        </li>
        <li>
          <strong>Scarta</strong> una carta sul monte scarti: il turno passa al giocatore alla tua sinistra.
        </li>
      </ol>
      <div className={styles.figures}>
        <Cards cards={["R:E", "N:S", "R:T"]} caption="Un monte scarti di tre carte: chi lo raccoglie le prende tutte e tre." />
      </div>
      <ul>
        <li>
          Se raccogli un monte di una carta sola, non puoi scartare quella carta nello stesso turno, a meno di averne il doppione. Puoi invece raccoglierla per
          attaccarla a una parola e <RuleLink id="chiusura">chiudere</RuleLink>.
        </li>
        <li>
          <strong>Stallo</strong>: se per due giri tutti si limitano a raccogliere la carta appena scartata, senza calare niente, alla fine del secondo giro il
          primo di loro deve pescare dal tallone.
        </li>
        <li>
          L&apos;unico turno senza scarto è quello in cui vai al <RuleLink id="pozzetto">pozzetto al volo</RuleLink>. Al posto di pescare, se il tavolo lo
          prevede, puoi fare il <RuleLink id="monte">gioco al monte</RuleLink>.
        </li>
      </ul>
    </>
  ),

  parole: () => (
    <>
      <p>
        Una <em>combinazione</em> è una parola italiana di senso compiuto scritta con almeno 3 carte <strong>dello stesso colore</strong>. Le matte (
        <RuleLink id="matte">pinelle e jolly</RuleLink>) non hanno colore: vanno con le lettere rosse e con le nere.
      </p>
      <div className={styles.figures}>
        <Cards cards={letters("R", "CASA")} verdict="yes" caption="CASA, quattro lettere rosse." />
        <Cards cards={["R:C", "N:A", "R:S", "R:A"]} verdict="no" caption="CASA con una A nera: i colori sono mescolati." />
      </div>
      <p>Si possono calare:</p>
      <ul>
        <li>sostantivi e aggettivi (CASA, BELLO);</li>
        <li>verbi, in tutti i modi e i tempi (MANGIAVAMO, CORRETE);</li>
        <li>avverbi, pronomi, preposizioni, congiunzioni, interiezioni (MOLTO, NOI, CON, ANCHE, AHI).</li>
      </ul>
      <p>Non si possono calare:</p>
      <ul>
        <li>i nomi propri (ROMA, LUCA);</li>
        <li>le parole tronche, e quelle che si scrivono con un accento o un apostrofo, perché le carte non li hanno (CITTA, PERCHE);</li>
        <li>le sigle e le abbreviazioni (ONU, DNA, ECC);</li>
        <li>
          i nomi alterati, cioè diminutivi, accrescitivi, vezzeggiativi e peggiorativi (GATTINO, CASETTA), a meno che la parola alterata non abbia un
          significato suo: BUSTINA è anche il berretto militare, quindi vale.
        </li>
      </ul>
      <p>
        Decide il dizionario del tavolo; se al tavolo c&apos;è il <RuleLink id="giudice">giudice di lingua</RuleLink>, una parola che il dizionario rifiuta o
        ritiene dubbia si può portare a lui. Per sapere prima se una parola vale, usa il <Link href="/dizionario">dizionario</Link>.
      </p>
    </>
  ),

  matte: () => (
    <>
      <p>
        Il <strong>jolly</strong> sostituisce qualsiasi lettera, la <strong>pinella</strong> solo una vocale. Sul tavolo la matta mostra la lettera che fa, con
        il suo segno nell&apos;angolo.
      </p>
      <div className={styles.figures}>
        <Cards cards={["R:G", "R:A", "J=T", "R:T", "R:O"]} verdict="yes" caption="GATTO: il jolly fa la prima T." />
        <Cards cards={["N:P", "P=A", "N:N", "N:E"]} verdict="yes" caption="PANE: la pinella fa la A." />
        <Cards cards={["R:C", "J=A", "R:S", "P=A"]} verdict="no" caption="CASA con due matte." />
      </div>
      <ul>
        <li>In una combinazione ci può essere al massimo una matta, e non si cala una combinazione di sole matte.</li>
        <li>
          Una matta calata non torna mai in mano. Puoi metterci al suo posto la lettera che fa, ma la matta resta nella stessa parola e fa un&apos;altra lettera
          (vedi <RuleLink id="aggiungere">Aggiungere a una parola</RuleLink>).
        </li>
        <li>
          Le matte si possono scartare quando vuoi, tranne per <RuleLink id="chiusura">chiudere</RuleLink>.
        </li>
        <li>
          Un <RuleLink id="burraco">burraco</RuleLink> con una matta è sporco.
        </li>
      </ul>
    </>
  ),

  aggiungere: () => (
    <>
      <p>
        Alle parole della tua linea, le tue e quelle del tuo compagno, puoi <em>attaccare</em> (legare) carte, se la parola nuova ha senso. Le carte già calate
        restano tutte e nello stesso ordine; le nuove vanno prima, dopo o in mezzo, dello stesso colore della parola.
      </p>
      <div className={styles.figures}>
        <Cards cards={letters("R", "MARE")} caption="MARE sul tavolo…" />
        <Cards cards={letters("R", "AMARE")} verdict="yes" caption="…con una A davanti diventa AMARE." />
      </div>
      <p>Una matta si può sostituire con la lettera che fa, purché resti nella parola a fare un&apos;altra lettera:</p>
      <div className={styles.figures}>
        <Cards cards={["R:G", "R:A", "J=T", "R:T", "R:O"]} caption="GATTO, con il jolly come T…" />
        <Cards
          cards={["R:G", "R:A", "R:T", "R:T", "R:O", "R:N", "J=I"]}
          verdict="yes"
          caption="…una T e una N: GATTONI, e il jolly ora fa la I. Sono 7 carte: un burraco sporco."
        />
      </div>
    </>
  ),

  burraco: () => (
    <>
      <p>
        Una combinazione di {BURRACO_LENGTH} o più carte è un <strong>burraco</strong>. Serve almeno un burraco alla linea per{" "}
        <RuleLink id="chiusura">chiudere</RuleLink>.
      </p>
      <ul>
        <li>
          <strong>Pulito</strong>, senza matte: vale {CLEAN_BURRACO} punti, e {CLEAN_BONUS} in più ogni 2 carte oltre le {BURRACO_LENGTH} (con{" "}
          {BURRACO_LENGTH + 2} carte {CLEAN_BURRACO + CLEAN_BONUS}, con {BURRACO_LENGTH + 4} carte {CLEAN_BURRACO + 2 * CLEAN_BONUS}).
        </li>
        <li>
          <strong>Sporco</strong>, con una matta: vale {DIRTY_BURRACO} punti.
        </li>
      </ul>
      <div className={styles.figures}>
        <Cards cards={letters("R", "CAMMINO")} caption={`CAMMINO: burraco pulito, ${CLEAN_BURRACO} punti.`} />
        <Cards cards={["N:P", "N:I", "N:A", "N:N", "N:E", "J=T", "N:A"]} caption={`PIANETA con il jolly: burraco sporco, ${DIRTY_BURRACO} punti.`} />
        <Cards cards={letters("R", "CAMMINARE")} caption={`CAMMINARE, 9 carte senza matte: ${CLEAN_BURRACO + CLEAN_BONUS} punti.`} />
      </div>
      <p>Oltre al premio del burraco contano, come sempre, i valori delle sue carte.</p>
    </>
  ),

  pozzetto: () => (
    <>
      <p>
        I pozzetti sono mazzetti di {HAND_SIZE} carte coperte, uno per linea (vedi <RuleLink id="distribuzione">Distribuzione</RuleLink>). Chi resta senza carte
        in mano prende il pozzetto della sua linea e continua a giocare con quelle carte. Ogni linea ne prende uno solo. Ci si va in due modi:
      </p>
      <ul>
        <li>
          <strong>Al volo</strong> (o in diretta): cali o attacchi tutte le carte che hai, senza scartare; prendi il pozzetto e lo giochi subito, nello stesso
          turno, senza pescare.
        </li>
        <li>
          <strong>Con lo scarto</strong>: scarti la tua ultima carta; il pozzetto ti aspetta coperto e lo giochi dal tuo turno successivo. In coppia lo puoi
          guardare solo dopo che il tuo compagno ha scartato.
        </li>
      </ul>
      <p>
        A fine smazzata la linea che non ha preso il pozzetto perde {-POZZETTO_NOT_TAKEN} punti; un pozzetto preso con lo scarto e non ancora giocato conta in
        negativo il valore delle sue carte. Una volta preso il pozzetto, finché la linea non può <RuleLink id="chiusura">chiudere</RuleLink> devi tenere in mano
        almeno una carta da scartare.
      </p>
    </>
  ),

  chiusura: () => (
    <>
      <p>Chiude chi resta senza carte scartando l&apos;ultima, quando la sua linea:</p>
      <ul>
        <li>
          ha preso il <RuleLink id="pozzetto">pozzetto</RuleLink>
        </li>
        <li>
          e ha almeno un <RuleLink id="burraco">burraco</RuleLink>, pulito o sporco.
        </li>
      </ul>
      <p>E inoltre:</p>
      <ul>
        <li>l&apos;ultima carta scartata non può essere una matta: chi resta con solo un jolly o una pinella non può chiudere;</li>
        <li>non si chiude al primo giro della smazzata: prima tutti devono aver giocato una volta;</li>
        <li>non si chiude senza scartare.</li>
      </ul>
      <p>
        La chiusura vale {CLOSING_BONUS} punti e finisce la smazzata: si contano i <RuleLink id="punteggio">punti</RuleLink>.
      </p>
      <p>
        <strong>Se il tallone finisce</strong>: quando nel tallone restano le ultime 2 carte, la smazzata finisce con lo scarto di chi ha pescato la terzultima,
        e nessuno può più raccogliere il monte scarti. Nessuno prende i {CLOSING_BONUS} punti della chiusura.
      </p>
    </>
  ),

  monte: () => (
    <>
      <p>
        Al tuo turno, invece di pescare o raccogliere, puoi calare carte della tua mano che formano parole nuove insieme a carte del monte scarti, purché sul
        monte ne resti al massimo una. Ogni parola usa carte della mano e carte del monte, e ogni carta presa dal monte va calata. Poi il turno continua come
        dopo una pescata: puoi calare, attaccare e scartare.
      </p>
      <div className={styles.figures}>
        <Cards cards={["R:A", "N:T", "R:O"]} caption="Sul monte scarti: A rossa, T nera, O rossa. In mano hai una C e una S rosse…" />
        <Cards cards={letters("R", "CASO")} verdict="yes" caption="…e cali CASO: C e S dalla mano, A e O dal monte. Sul monte resta solo la T." />
      </div>
      <p>Il gioco al monte fa parte del regolamento{UISP_RULES.giocoAlMonte ? " ed è previsto a ogni tavolo nuovo" : ""}; chi crea il tavolo può toglierlo.</p>
    </>
  ),

  punteggio: () => {
    const score = exampleScore();
    const [anna, bruno] = score;
    return (
      <>
        <p>A fine smazzata ogni linea conta i suoi punti:</p>
        <ul>
          <li>
            <strong>in più</strong>: ogni burraco pulito {CLEAN_BURRACO}, con {CLEAN_BONUS} ogni 2 carte oltre le {BURRACO_LENGTH}; ogni burraco sporco{" "}
            {DIRTY_BURRACO}; la chiusura {CLOSING_BONUS}; il valore di tutte le carte calate dalla linea (vedi <RuleLink id="carte">Le carte</RuleLink>);
          </li>
          <li>
            <strong>in meno</strong>: il pozzetto non preso {-POZZETTO_NOT_TAKEN}; il valore delle carte rimaste in mano, e di quelle di un pozzetto preso e non
            giocato.
          </li>
        </ul>
        <p>
          La partita finisce quando, alla fine di una smazzata, una linea arriva a {UISP_RULES.target.toLocaleString("it-IT")} punti (se ci arrivano tutte e due
          vince chi ne ha di più); oppure, se il tavolo gioca un numero fisso di smazzate, dopo l&apos;ultima.
        </p>
        <h3>Un esempio</h3>
        <p>Anna ha preso il pozzetto e chiude. Sul tavolo ha:</p>
        <div className={styles.figures}>
          <Cards cards={EXAMPLE.melds[0][0]} caption="CAMMINARE: burraco pulito di 9 carte." />
          <Cards cards={EXAMPLE.melds[0][1]} caption="PANE, con la pinella." />
        </div>
        <p>Bruno non è arrivato al pozzetto. Sul tavolo ha:</p>
        <div className={styles.figures}>
          <Cards cards={EXAMPLE.melds[1][0]} caption="GATTO." />
          <Cards cards={EXAMPLE.melds[1][1]} caption="PIANETA con il jolly: burraco sporco." />
        </div>
        <p>e in mano gli restano:</p>
        <div className={styles.figures}>
          <Cards cards={EXAMPLE.hand} caption="Q, B e una pinella, che contano in meno." />
        </div>
        <DealScoreTable
          score={score}
          rules={UISP_RULES}
          nameOf={(seat) => EXAMPLE.names[seat] ?? ""}
          caption="Il punteggio della smazzata dell'esempio"
          testId="rule-example-score"
        />
        {anna && bruno && (
          <p>
            Anna fa {anna.burraco} + {anna.bonus} + {anna.closing} + {anna.melds} = {anna.total} punti; Bruno {bruno.burraco} + {bruno.melds} − {-bruno.hand} −{" "}
            {-bruno.pozzetto} = {bruno.total}.
          </p>
        )}
      </>
    );
  },

  giudice: () => (
    <>
      <p>
        Nei tornei la direzione di gara può avere un <strong>giudice di lingua</strong>, che decide se una parola vale. Chi cala una parola che il dizionario
        rifiuta o ritiene dubbia può portarla a lui; un avversario può <em>sfidare</em> una parola appena calata. Mentre il giudice decide il gioco è fermo.
      </p>
      <p>Una parola sbagliata si tratta così, secondo quando ci si accorge dell&apos;errore:</p>
      <ul>
        <li>
          <strong>prima che chi l&apos;ha calata scarti</strong>: la corregge con carte della sua mano; le carte che non si possono sistemare diventano{" "}
          <em>penalizzate</em> e deve scartare subito;
        </li>
        <li>
          <strong>dopo lo scarto, prima che il giocatore successivo giochi</strong>: le carte di troppo diventano penalizzate;
        </li>
        <li>
          <strong>più tardi</strong>: la parola resta valida.
        </li>
      </ul>
      <p>
        Le carte penalizzate non si possono più calare: si scartano una per turno, dalla più alta, e se qualcuno chiude contano in meno. Al tavolo amichevole
        una parola respinta torna semplicemente in mano. Come si chiede il giudice e come si sfida una parola, lo spiega l&apos;
        <Link href="/aiuto#giudice">Aiuto</Link>.
      </p>
    </>
  ),

  tempi: () => (
    <>
      <p>Se il tavolo ha il tempo per ogni mossa, come nei tornei:</p>
      <table className="score">
        <caption className="sr-only">Tempo per ogni mossa</caption>
        <thead>
          <tr>
            <th scope="col">Per…</th>
            <th scope="col">Secondi</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">scegliere se pescare o raccogliere</th>
            <td>{TIMES.draw}</td>
          </tr>
          <tr>
            <th scope="row">giocare con meno di 4 carte in mano</th>
            <td>{TIMES.fewerThan4}</td>
          </tr>
          <tr>
            <th scope="row">giocare con 4-10 carte</th>
            <td>{TIMES.from4To10}</td>
          </tr>
          <tr>
            <th scope="row">giocare con 11 carte o più</th>
            <td>{TIMES.elevenOrMore}</td>
          </tr>
          <tr>
            <th scope="row">giocare il pozzetto preso al volo</th>
            <td>{TIMES.pozzettoAlVolo}</td>
          </tr>
        </tbody>
      </table>
      <p>
        Chi va oltre ha ancora {TIMES.grace} secondi; poi per lui si scarta la carta di valore più alto che si può scartare. Mentre il giudice di lingua decide,
        il tempo è fermo.
      </p>
      <p>
        Nei tornei un turno di gioco ha anche un tempo totale: da 22 a 25 minuti per 2 smazzate, da 32 a 35 per 3, da 42 a 45 per 4. Allo scadere (
        <em>time out</em>) si gioca un ultimo giro completo, che finisce con lo scarto del mazziere.
      </p>
    </>
  ),
};
