/**
 * The language judge (issue #5, docs/judge.md): events and their judge links, rulings with
 * their authority checked, history, consistency, import and export, the queue of requests,
 * and the dictionary a table plays with. The router (src/server/api/routers/judge.ts) is a thin
 * edge over this; the store (./rulings.ts) keeps the audit trail.
 *
 * Nothing here reads a game's state: a judge sees rulings and the public facts a request
 * carries (the contested cards and meld), never a hand.
 */
import { WriteBatcher } from "~/server/games/write-batcher";
import { decidingRuling, judgedCheck } from "~/lexicon/overrides";
import type { Lexicon, ProfileName, RulingScope, WordCheck } from "~/lexicon/types";
import type { Db } from "~/server/db";
import type { EventRow, JudgeRequestRow, RulingRow } from "~/server/db/schema";
import { eventJudgeLink } from "~/server/games/links";
import { hashToken, newEventTableCode, newGameId, newToken } from "~/server/games/tokens";
import { adminTokenHashFromEnv, authenticateJudge, type JudgeCredential, type JudgeRole, mayRule, roleLabel } from "./auth";
import { JUDGE_ERRORS, JudgeError } from "./errors";
import { findEvent, insertEvent, listEventTables, type RulingFilter } from "./repository";
import { findJudgeRequest, listPendingRequests } from "./requests-repository";
import { type ChangeResult, type Disagreement, type ImportResult, type RulingDraft, RulingStore } from "./rulings";
import { TableLexicons } from "./table-lexicon";
import { formatRulingsCsv, formatRulingsJson, type NumberedLine, parseRulingsCsv, parseRulingsJson, type RulingLine } from "./transfer";
import { rulingWord } from "./words";
import { judgeRequestView, type JudgeRequestView, rulingView, type RulingView } from "./views";
import { nearWords } from "~/lexicon/near-words";
import type { GameService } from "~/server/games/service";
import type { ResolvedRequest } from "~/server/games/types";
import { TableError } from "~/server/games/errors";
import type { SeatView } from "~/engine";

export const EVENT_NAME_MAX = 80;
export const EXPORT_MAX = 10_000;

export interface CreatedEvent {
  eventId: string;
  name: string;
  /** `/giudice?evento=<id>&codice=<token>`: shown once, only its hash is stored. */
  judgeLink: string;
  judgeToken: string;
  /** What the create form asks to add a table to the event (`table.create({ eventCode })`): shown once. */
  tableCode: string;
}

/** What `whoami` tells a judge: who the code makes them, and where they may rule. */
export interface JudgeIdentity {
  role: "table" | "event" | "admin";
  /** The table (table judge) or event (event judge); null for the admin. */
  gameId: string | null;
  eventId: string | null;
  eventName: string | null;
  /** Where this judge may rule: global only for the admin. */
  scopes: RulingScope[];
  /** The tables whose requests reach this judge (all, for the admin: null). */
  tables: string[] | null;
}

export interface RuleInput {
  requestId: string;
  /** The word stands: a contest approved, a challenge rejected. */
  approve: boolean;
  reason: string;
  judge: string;
  /** Also record a ruling at this scope (allow when approved, deny otherwise), or not. */
  record: { scope: RulingScope } | null;
}

export interface RuleResult {
  request: JudgeRequestView;
  rulings: RulingView[];
}

/** A request with its context for the console (public facts only). */
export interface JudgeRequestDetail extends JudgeRequestView {
  seatName: string | null;
  eventId: string | null;
  profile: ProfileName;
  judgeMode: "friendly" | "tournament";
  words: string[];
  /** The table's melds as everyone sees them. */
  lines: SeatView["lines"];
  base: string | null;
  nearWords: string[];
  precedents: RulingView[];
}

/** A ruling as a judge gives it (the store's draft: word, decision, scope, reason, judge). */
export type RulingInput = RulingDraft;

export type ExportFormat = "csv" | "json";

export interface ExportSelection {
  scope?: RulingScope;
  eventId?: string;
  gameId?: string;
}

export interface ImportInput {
  format: ExportFormat;
  content: string;
  /** The importing judge's name (recorded as `recorded_by`; each line keeps its own judge). */
  judge: string;
  /** Put every line at this scope instead of the file's (an event starting from another's rulings). */
  target?: { scope: RulingScope; scopeId: string | null };
}

/** What `judge.check` answers: the verdict as the table would get it, and the precedents. */
export interface JudgeCheck {
  check: WordCheck;
  /** The word's rulings, newest first (the whole history: superseded and withdrawn too). */
  precedents: RulingRow[];
}

export interface JudgeServiceOptions {
  db: Db;
  now?: () => Date;
  /** sha256 of the admin code; default from JUDGE_ADMIN_TOKEN (none: no global rulings over the API). */
  adminTokenHash?: string | null;
}

export class JudgeService {
  readonly rulings: RulingStore;
  readonly #db: Db;
  readonly #writes: WriteBatcher;
  readonly #now: () => Date;
  readonly #adminTokenHash: string | null;
  readonly #tables: TableLexicons;

  constructor(options: JudgeServiceOptions) {
    this.#db = options.db;
    this.#now = options.now ?? (() => new Date());
    this.#adminTokenHash = options.adminTokenHash === undefined ? adminTokenHashFromEnv() : options.adminTokenHash;
    this.#writes = WriteBatcher.of(options.db);
    this.rulings = new RulingStore(options.db, this.#now);
    this.#tables = new TableLexicons(options.db, this.rulings);
  }

  /** The dictionary for a table: the base lexicon with the rulings in force there. */
  judgeLexicon(base: Lexicon, gameId: string): Promise<Lexicon> {
    return this.#tables.forTable(base, gameId);
  }

  /**
   * `judgeToken`: server-side callers may give the judge's key (a class's teacher judges with
   * the class's own); `kind`: who runs the event (a class, a tournament), which names the judge
   * to the players.
   */
  async createEvent(name: string, { judgeToken = newToken(), kind = "event" }: { judgeToken?: string; kind?: EventRow["kind"] } = {}): Promise<CreatedEvent> {
    const trimmed = name.trim();
    if (trimmed === "" || trimmed.length > EVENT_NAME_MAX) throw new JudgeError("BAD_EVENT");
    const id = newGameId();
    const tableCode = newEventTableCode(id);
    const event: EventRow = { id, name: trimmed, createdAt: this.#now(), judgeTokenHash: hashToken(judgeToken), tableCodeHash: tableCode.secretHash, kind };
    await this.#writes.run((tx) => insertEvent(tx, event));
    return { eventId: event.id, name: event.name, judgeLink: eventJudgeLink(event.id, judgeToken), judgeToken, tableCode: tableCode.code };
  }

  authenticate(credential: JudgeCredential): Promise<JudgeRole> {
    return authenticateJudge(this.#db, credential, this.#adminTokenHash);
  }

  async whoami(credential: JudgeCredential): Promise<JudgeIdentity> {
    return this.#identityOf(await this.authenticate(credential));
  }

  async #identityOf(role: JudgeRole): Promise<JudgeIdentity> {
    switch (role.kind) {
      case "table":
        return {
          role: "table",
          gameId: role.gameId,
          eventId: role.eventId,
          eventName: role.eventId === null ? null : ((await findEvent(this.#db, role.eventId))?.name ?? null),
          scopes: ["table"],
          tables: [role.gameId],
        };
      case "event":
        return {
          role: "event",
          gameId: null,
          eventId: role.eventId,
          eventName: role.name,
          scopes: ["event", "table"],
          tables: await listEventTables(this.#db, role.eventId),
        };
      case "admin":
        return { role: "admin", gameId: null, eventId: null, eventName: null, scopes: ["global", "event", "table"], tables: null };
    }
  }

  async createRuling(credential: JudgeCredential, input: RulingInput): Promise<RulingRow> {
    const role = await this.authenticate(credential);
    await this.#authorize(role, input.scope, input.scopeId);
    return this.rulings.create(input, { name: input.judge, as: roleLabel(role) });
  }

  async supersedeRuling(credential: JudgeCredential, id: string, change: { decision: "allow" | "deny"; reason: string; judge: string }): Promise<ChangeResult> {
    const role = await this.authenticate(credential);
    await this.#authorizeOn(role, id);
    return this.rulings.supersede(id, change, { name: change.judge, as: roleLabel(role) });
  }

  async withdrawRuling(credential: JudgeCredential, id: string, change: { reason: string; judge: string }): Promise<ChangeResult> {
    const role = await this.authenticate(credential);
    await this.#authorizeOn(role, id);
    return this.rulings.withdraw(id, change, { name: change.judge, as: roleLabel(role) });
  }

  async search(credential: JudgeCredential, filter: Omit<RulingFilter, "word"> & { word?: string }): Promise<RulingRow[]> {
    await this.authenticate(credential);
    const word = filter.word === undefined ? undefined : this.#word(filter.word);
    return this.rulings.search({ ...filter, word });
  }

  async consistency(credential: JudgeCredential, limit: number): Promise<Disagreement[]> {
    await this.authenticate(credential);
    return this.rulings.consistency(limit);
  }

  /** The rulings in force (optionally of one scope, event or table) as a file. */
  async exportRulings(credential: JudgeCredential, format: ExportFormat, selection: ExportSelection = {}): Promise<string> {
    await this.authenticate(credential);
    const rows = await this.rulings.search({ ...selection, activeOnly: true, limit: EXPORT_MAX });
    const lines: RulingLine[] = rows.map((row) => ({
      word: row.word,
      decision: row.decision === "deny" ? "deny" : "allow",
      scope: row.scope,
      scopeId: row.scopeId,
      reason: row.reason,
      judge: row.judge,
      ruledAt: row.ruledAt.getTime(),
    }));
    return format === "csv" ? formatRulingsCsv(lines) : formatRulingsJson(lines);
  }

  /**
   * Adds a file's rulings, all or nothing: every line is checked first (format, word, scope,
   * this judge's authority on it) and any problem refuses the whole file with the Italian
   * problems, line by line (JudgeError BAD_IMPORT, `problems`).
   */
  async importRulings(credential: JudgeCredential, input: ImportInput): Promise<ImportResult> {
    const role = await this.authenticate(credential);
    const judge = input.judge.trim();
    if (judge === "") throw new JudgeError("BAD_RULING", "Serve il nome del giudice.");
    const parsed = input.format === "csv" ? parseRulingsCsv(input.content) : parseRulingsJson(input.content);
    if (!parsed.ok) throw new JudgeError("BAD_IMPORT", undefined, parsed.problems);
    const lines: NumberedLine[] =
      input.target === undefined ? parsed.lines : parsed.lines.map((line) => ({ ...line, scope: input.target!.scope, scopeId: input.target!.scopeId }));
    const problems: string[] = [];
    const allowed = new Map<string, boolean>();
    for (const line of lines) {
      const key = `${line.scope}|${line.scopeId ?? ""}`;
      if (!allowed.has(key)) allowed.set(key, await mayRule(this.#db, role, line.scope, line.scopeId));
      if (!allowed.get(key)) {
        const where = input.format === "csv" ? `Riga ${line.line}` : `Decisione n. ${line.line}`;
        problems.push(`${where}: ${describeScope(line.scope, line.scopeId)}: ${lowerFirst(JUDGE_ERRORS.OUT_OF_SCOPE)}`);
      }
    }
    if (problems.length > 0) throw new JudgeError("BAD_IMPORT", undefined, problems);
    return this.rulings.importLines(lines, { name: judge, as: roleLabel(role) });
  }

  /**
   * The verdict a table would get for `word` in the judge's context (a table judge: the table;
   * an event judge: the event, or one of its tables with `gameId`), with the precedents.
   */
  async check(credential: JudgeCredential, base: Lexicon, word: string, profile: ProfileName, gameId?: string): Promise<JudgeCheck> {
    const role = await this.authenticate(credential);
    let context: { gameId: string | null; eventId: string | null };
    if (role.kind === "table") {
      if (gameId !== undefined && gameId !== role.gameId) throw new JudgeError("OUT_OF_SCOPE");
      context = { gameId: role.gameId, eventId: role.eventId };
    } else if (gameId !== undefined) {
      if (!(await mayRule(this.#db, role, "table", gameId))) throw new JudgeError("OUT_OF_SCOPE");
      const eventId = role.kind === "event" ? role.eventId : null;
      context = { gameId, eventId: role.kind === "admin" ? await this.#eventOf(gameId) : eventId };
    } else context = { gameId: null, eventId: role.kind === "event" ? role.eventId : null };
    const dictionary = base.check(word, profile);
    const ruling = dictionary.word === "" ? null : decidingRuling(await this.rulings.active(), dictionary.word, context);
    const precedents = dictionary.word === "" ? [] : (await this.rulings.historyOf(dictionary.word)).reverse();
    return { check: ruling === null ? dictionary : judgedCheck(dictionary, ruling), precedents };
  }

  /** The pending requests of the judge's tables, newest first (public facts only). */
  async queue(credential: JudgeCredential): Promise<JudgeRequestRow[]> {
    const identity = await this.whoami(credential);
    return listPendingRequests(this.#db, identity.tables ?? (await this.#allTablesWithRequests()));
  }

  /**
   * A request with what the judge needs to decide it (issue #5): the table's public melds
   * (`viewFor(state, null)` through GameService.spectate — never a hand), who asked, the
   * dictionary's verdict, the base word, near words and the rulings already given on it.
   */
  async requestDetail(credential: JudgeCredential, games: GameService, base: Lexicon, requestId: string): Promise<JudgeRequestDetail> {
    const identity = await this.whoami(credential);
    const request = await findJudgeRequest(this.#db, requestId);
    if (request === null || (identity.tables !== null && !identity.tables.includes(request.gameId))) {
      throw new JudgeError("REQUEST_NOT_FOUND");
    }
    return this.#detail(games, base, request);
  }

  /** The judge's pending requests with their context, newest first. */
  async queueDetails(credential: JudgeCredential, games: GameService, base: Lexicon): Promise<JudgeRequestDetail[]> {
    const rows = await this.queue(credential);
    return Promise.all(rows.map((row) => this.#detail(games, base, row)));
  }

  async #detail(games: GameService, base: Lexicon, request: JudgeRequestRow): Promise<JudgeRequestDetail> {
    const table = await games.spectate(request.gameId);
    const view = judgeRequestView(request);
    const profile = table.table.rules.wordProfile;
    const words = request.word.split(" ").filter((word) => word !== "");
    const precedents = (await Promise.all(words.map((word) => this.rulings.historyOf(word))))
      .flat()
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map(rulingView);
    return {
      ...view,
      seatName: table.table.seats[request.seat]?.name ?? null,
      eventId: await this.#eventOf(request.gameId),
      profile,
      judgeMode: table.table.rules.judge === "tournament" ? "tournament" : "friendly",
      words,
      lines: table.view.lines,
      base: view.verdict.base ?? null,
      nearWords: words.length === 0 ? [] : nearWords(base, words[0]!, profile),
      precedents,
    };
  }

  /**
   * The judge decides a request (issue #5): `approve` — the word stands (a contest approved,
   * a challenge rejected). The table's ruling action, the closed request and, when `record`
   * names a scope, an allow (approve) or deny ruling on each word at that scope commit
   * together (GameService.resolveRequest); the table resumes at once.
   */
  async rule(credential: JudgeCredential, games: GameService, input: RuleInput): Promise<RuleResult> {
    const role = await this.authenticate(credential);
    const identity = await this.#identityOf(role);
    const reason = input.reason.trim();
    const judge = input.judge.trim();
    if (reason === "") throw new JudgeError("BAD_RULING", "Serve un motivo.");
    if (judge === "") throw new JudgeError("BAD_RULING", "Serve il nome del giudice.");
    const request = await findJudgeRequest(this.#db, input.requestId);
    if (request === null || (identity.tables !== null && !identity.tables.includes(request.gameId))) {
      throw new JudgeError("REQUEST_NOT_FOUND");
    }
    if (request.status !== "pending") throw new JudgeError("REQUEST_CLOSED");
    let target: { scope: RulingScope; scopeId: string | null } | null = null;
    if (input.record !== null) {
      const scope = input.record.scope;
      const scopeId = scope === "global" ? null : scope === "table" ? request.gameId : await this.#eventOf(request.gameId);
      if (scope === "event" && scopeId === null) throw new JudgeError("BAD_SCOPE", "Questo tavolo non fa parte di un evento.");
      await this.#authorize(role, scope, scopeId);
      target = { scope, scopeId };
    }
    const recorder = { name: judge, as: roleLabel(role) };
    let resolved: ResolvedRequest;
    try {
      resolved = await games.resolveRequest(input.requestId, {
        approve: input.approve,
        status: input.approve === (request.kind === "contest") ? "approved" : "rejected",
        by: judge,
        reason,
        ...(target === null
          ? {}
          : {
              record: async (tx, row, words) => {
                const ids: string[] = [];
                for (const word of words) {
                  try {
                    const ruling = await this.rulings.recordWithin(
                      tx,
                      {
                        word,
                        decision: input.approve ? "allow" : "deny",
                        scope: target.scope,
                        scopeId: target.scopeId,
                        reason,
                        judge,
                        source: row.kind,
                        requestId: row.id,
                      },
                      recorder,
                    );
                    ids.push(ruling.id);
                  } catch (error) {
                    // The same ruling is already in force there: nothing to add.
                    if (!(error instanceof JudgeError && error.code === "DUPLICATE")) throw error;
                  }
                }
                return ids;
              },
            }),
      });
    } catch (error) {
      if (error instanceof TableError && error.code === "REQUEST_CLOSED") throw new JudgeError("REQUEST_CLOSED");
      if (error instanceof TableError && error.code === "REQUEST_NOT_FOUND") throw new JudgeError("REQUEST_NOT_FOUND");
      throw error;
    }
    if (resolved.rulingIds.length > 0) this.rulings.changed();
    const rulings = await Promise.all(resolved.rulingIds.map((id) => this.rulings.find(id)));
    return {
      request: judgeRequestView(resolved.request),
      rulings: rulings.filter((row): row is RulingRow => row !== null).map(rulingView),
    };
  }

  async #allTablesWithRequests(): Promise<string[]> {
    const rows = await this.#db.query.judgeRequests.findMany({ columns: { gameId: true }, where: (r, { eq }) => eq(r.status, "pending") });
    return [...new Set(rows.map((row) => row.gameId))];
  }

  async #eventOf(gameId: string): Promise<string | null> {
    const table = await this.#db.query.games.findFirst({ columns: { eventId: true }, where: (g, { eq }) => eq(g.id, gameId) });
    return table?.eventId ?? null;
  }

  #word(input: string): string {
    const word = rulingWord(input);
    if (!word.ok) throw new JudgeError("BAD_WORD", word.message);
    return word.word;
  }

  async #authorize(role: JudgeRole, scope: RulingScope, scopeId: string | null): Promise<void> {
    if ((scope === "global") !== (scopeId === null)) throw new JudgeError("BAD_SCOPE");
    if (!(await mayRule(this.#db, role, scope, scopeId))) throw new JudgeError("OUT_OF_SCOPE");
  }

  async #authorizeOn(role: JudgeRole, rulingId: string): Promise<void> {
    const ruling = await this.rulings.find(rulingId);
    if (ruling === null) throw new JudgeError("RULING_NOT_FOUND");
    await this.#authorize(role, ruling.scope, ruling.scopeId);
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function describeScope(scope: RulingScope, scopeId: string | null): string {
  return scope === "global" ? "ambito globale" : scope === "event" ? `evento ${scopeId}` : `tavolo ${scopeId}`;
}
