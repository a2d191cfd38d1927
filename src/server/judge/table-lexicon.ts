/**
 * The dictionary a table plays with: the server's lexicon with the rulings in force for that
 * table and its event (src/lexicon/overrides.ts). The game service asks for it before each
 * action (`judgeLexicon(base, gameId)`); it is rebuilt only after a ruling changes.
 */
import { withRulings } from "~/lexicon/overrides";
import type { Lexicon } from "~/lexicon/types";
import type { Db } from "~/server/db";
import { findTableScope } from "./repository";
import type { RulingStore } from "./rulings";

/** Enough for every table of a busy server; the oldest is forgotten first (and rebuilt on need). */
const MAX_CACHED_TABLES = 10_000;

export class TableLexicons {
  readonly #db: Db;
  readonly #store: RulingStore;
  /** A table's event never changes once the table is made. */
  readonly #eventOf = new Map<string, string | null>();
  readonly #built = new Map<string, { base: Lexicon; generation: number; lexicon: Lexicon }>();

  constructor(db: Db, store: RulingStore) {
    this.#db = db;
    this.#store = store;
  }

  async forTable(base: Lexicon, gameId: string): Promise<Lexicon> {
    const generation = this.#store.generation;
    const cached = this.#built.get(gameId);
    if (cached !== undefined && cached.base === base && cached.generation === generation) return cached.lexicon;
    const eventId = await this.#eventIdOf(gameId);
    const rulings = await this.#store.active();
    const lexicon = withRulings(base, rulings, { gameId, eventId });
    // Stored only if no ruling changed while loading: else the next call builds again.
    if (this.#store.generation === generation) {
      this.#built.delete(gameId);
      if (this.#built.size >= MAX_CACHED_TABLES) this.#built.delete(this.#built.keys().next().value!);
      this.#built.set(gameId, { base, generation, lexicon });
    }
    return lexicon;
  }

  async #eventIdOf(gameId: string): Promise<string | null> {
    if (this.#eventOf.has(gameId)) return this.#eventOf.get(gameId)!;
    const table = await findTableScope(this.#db, gameId);
    const eventId = table?.eventId ?? null;
    // An unknown table is not remembered: it may be created later.
    if (table !== null) {
      if (this.#eventOf.size >= MAX_CACHED_TABLES) this.#eventOf.delete(this.#eventOf.keys().next().value!);
      this.#eventOf.set(gameId, eventId);
    }
    return eventId;
  }
}
