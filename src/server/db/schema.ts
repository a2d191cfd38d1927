/**
 * The database tables. drizzle-kit reads this file to write migrations into `drizzle/`
 * (`npm run db:generate`); the server applies them at start (src/server/startup.ts).
 */
import { sql } from "drizzle-orm";
import { COMPUTER_LEVELS } from "~/bots/types";
import { type AnySQLiteColumn, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Small key/value facts about the running installation, e.g. when the server last started
 * and which lexicon build it loaded, so a bug report can say what was running.
 */
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  /** Seconds since the epoch (drizzle maps it to a Date). */
  updatedAt: integer("updated_at", { mode: "timestamp" }).notNull().default(sql`(unixepoch())`),
});

export type AppMetaRow = typeof appMeta.$inferSelect;

/**
 * An event (issue #5): a tournament or a class whose tables share the language judge's
 * rulings. Its judge link carries a token; only the token's sha256 is stored.
 */
export const events = sqliteTable("events", {
  /** Random, URL-safe (src/server/games/tokens.ts). */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  /** sha256 of the event judge link's token (`/giudice?evento=<id>&codice=<token>`). */
  judgeTokenHash: text("judge_token_hash").notNull(),
  /**
   * sha256 of the secret half of the event's table code (tokens.ts `eventTableCode`): who
   * creates a table for the event must know it. Null for events made before it existed:
   * no new table can join them.
   */
  tableCodeHash: text("table_code_hash"),
  /**
   * Who runs the event, which says who its judge is to the players: "event", a judge's own
   * event (`judge.createEvent`); "class", a class's (the teacher judges: src/server/classroom);
   * "tournament", a tournament's (the direzione di gara's language judge).
   */
  kind: text("kind", { enum: ["event", "class", "tournament"] })
    .notNull()
    .default("event"),
});

/**
 * A table (issue #4): its ruleset and secret seed, and how far the game has got. The game
 * itself is not stored here: it is rebuilt by replaying `actions` from the seed through the
 * rules engine (the log is the truth). `snapshots` keeps a cache of that replay at
 * `snapshot_version`, so that a long match does not replay from the first card; losing it
 * loses nothing.
 *
 * The seed decides every deal, the stock order included: it never leaves the server.
 */
export const games = sqliteTable("games", {
  /** Random, URL-safe (src/server/games/tokens.ts). */
  id: text("id").primaryKey(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  /** The full ruleset (src/engine/ruleset.ts), defaults filled in. */
  rulesJson: text("rules_json").notNull(),
  seed: text("seed").notNull(),
  /** Accepted actions so far: equals the highest `actions.seq` and the engine's `version`. */
  version: integer("version").notNull().default(0),
  /** waiting: some seat not yet taken; playing; over: the match has a winner; archived: no move for TABLE_IDLE_DAYS, playing no more. */
  status: text("status", { enum: ["waiting", "playing", "over", "archived"] })
    .notNull()
    .default("waiting"),
  /** sha256 of the spectator link's token; the token itself is never stored. */
  spectatorTokenHash: text("spectator_token_hash").notNull(),
  /** The version of the table's snapshot (`snapshots`), or null. */
  snapshotVersion: integer("snapshot_version"),
  /** The event the table belongs to (its rulings apply here), or null. */
  eventId: text("event_id").references(() => events.id),
  /**
   * sha256 of the table judge link's token (`/giudice?tavolo=<id>&codice=<token>`); null for
   * tables created before judges existed (migration 0002).
   */
  judgeTokenHash: text("judge_token_hash"),
});

/**
 * Each table's latest snapshot: the engine's MatchState after `games.snapshot_version` actions.
 * Not in the table's row, which SQLite rewrites whole at every move (its version): kilobytes
 * of state there would be copied at each one.
 */
export const snapshots = sqliteTable("snapshots", {
  gameId: text("game_id")
    .primaryKey()
    .references(() => games.id),
  stateJson: text("state_json").notNull(),
});

/** One row per seat, created with the table; `joined_at` is set when its link is first used. */
export const seats = sqliteTable(
  "seats",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id),
    seat: integer("seat").notNull(),
    /** sha256 of the seat link's token (src/server/games/tokens.ts). */
    tokenHash: text("token_hash").notNull(),
    name: text("name"),
    joinedAt: integer("joined_at", { mode: "timestamp_ms" }),
    /**
     * When the seat's person first gave a name (`table.join` with `name`): from then on the
     * seat is ready, and at a §7 table its move clock may run (turn-clock.ts). Opening the
     * link alone (`joined_at`) is not enough: the page is still asking "Come ti chiami?".
     */
    namedAt: integer("named_at", { mode: "timestamp_ms" }),
    /** A computer seat's level (src/bots): nobody holds its link; the server plays its turns. */
    computer: text("computer", { enum: COMPUTER_LEVELS }),
    /**
     * Since when a medio computer plays for the absent person of this seat (§7 tables: two
     * time-outs in a row, or the page gone for a minute at their turn); null while they play.
     */
    standInSince: integer("stand_in_since", { mode: "timestamp_ms" }),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.seat] })],
);

/**
 * The append-only action log of a table. `seq` is the version the action produced (1, 2, …);
 * (game_id, client_action_id) is unique so that a retried request is applied once.
 */
export const actions = sqliteTable(
  "actions",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id),
    seq: integer("seq").notNull(),
    seat: integer("seat").notNull(),
    /** The engine Action (src/engine/actions.ts) as accepted. */
    actionJson: text("action_json").notNull(),
    clientActionId: text("client_action_id").notNull(),
    /** Which dictionary build accepted the action's word, for a later dispute. */
    lexiconVersion: text("lexicon_version"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.seq] }), uniqueIndex("actions_game_client_action_id").on(table.gameId, table.clientActionId)],
);

/**
 * The language judge's rulings (issue #5): overrides of the dictionary for one word. Never
 * deleted and never edited but for the two `superseded_*` columns: changing a ruling inserts
 * its successor and marks it superseded in the same transaction; withdrawing inserts a
 * `withdrawn` row that supersedes it. A ruling is active while `superseded_by` is null and
 * its decision is not `withdrawn`. docs/judge.md.
 */
export const rulings = sqliteTable(
  "rulings",
  {
    id: text("id").primaryKey(),
    /** Card letters, upper case, as the engine checks a meld (CASA). */
    word: text("word").notNull(),
    decision: text("decision", { enum: ["allow", "deny", "withdrawn"] }).notNull(),
    scope: text("scope", { enum: ["global", "event", "table"] }).notNull(),
    /** The event or table id; null for a global ruling. */
    scopeId: text("scope_id"),
    /** Why: required, shown to the players. */
    reason: text("reason").notNull(),
    /** Whose decision it is, and when it was taken (for an import: the file's judge and date). */
    judge: text("judge").notNull(),
    ruledAt: integer("ruled_at", { mode: "timestamp_ms" }).notNull(),
    /** Who wrote this row, with which credential (`tavolo:<id>`, `evento:<id>`, `admin`, `server`), and when. */
    recordedBy: text("recorded_by").notNull(),
    recordedAs: text("recorded_as").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** The ruling this one replaced, if any. */
    supersedes: text("supersedes").references((): AnySQLiteColumn => rulings.id),
    /** The ruling that replaced (or withdrew) this one, and when; null while active. */
    supersededBy: text("superseded_by").references((): AnySQLiteColumn => rulings.id),
    supersededAt: integer("superseded_at", { mode: "timestamp_ms" }),
    source: text("source", { enum: ["console", "contest", "challenge", "import"] }).notNull(),
    /** The judge request (contest / challenge) that led to it. */
    requestId: text("request_id"),
  },
  (table) => [index("rulings_word").on(table.word), index("rulings_scope").on(table.scope, table.scopeId), index("rulings_judge").on(table.judge)],
);

/**
 * A request to the judge from a table (a contest or a challenge, issue #5): the table waits
 * ("parola al giudice") until a judge resolves it or its deadline passes. Only public facts
 * of the table are stored: the contested cards and meld, never a hand.
 */
export const judgeRequests = sqliteTable(
  "judge_requests",
  {
    id: text("id").primaryKey(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id),
    kind: text("kind", { enum: ["contest", "challenge"] }).notNull(),
    /** The table's version when the request was opened. */
    seq: integer("seq").notNull(),
    /** The seat that asked. */
    seat: integer("seat").notNull(),
    word: text("word").notNull(),
    /** The contested cards (card notation), JSON. */
    cardsJson: text("cards_json").notNull(),
    /** The meld as the table sees it, JSON (public). */
    meldJson: text("meld_json").notNull(),
    /** The dictionary's WordCheck when the request was opened, JSON. */
    verdictJson: text("verdict_json").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected", "expired"] })
      .notNull()
      .default("pending"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    deadlineAt: integer("deadline_at", { mode: "timestamp_ms" }).notNull(),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
    /** The judge's name (or `server` for an expiry). */
    resolvedBy: text("resolved_by"),
    rulingId: text("ruling_id").references(() => rulings.id),
    reason: text("reason"),
  },
  (table) => [index("judge_requests_status").on(table.status, table.gameId)],
);

export type GameRow = typeof games.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type ActionRow = typeof actions.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type RulingRow = typeof rulings.$inferSelect;
export type JudgeRequestRow = typeof judgeRequests.$inferSelect;

/**
 * A class (issue #16): a teacher's group of students for a school year. The teacher's link
 * carries a token (only its sha256 here); students join with the short `join_code` and a
 * nickname, nothing else. `event_id` is the class's judge event: the teacher is the language
 * judge of every table of the class, with the same key.
 */
export const classes = sqliteTable(
  "classes",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    schoolYear: text("school_year").notNull(),
    /** 6 characters, no 0/O/1/I (src/server/classroom/codes.ts): read aloud, typed on a phone. */
    joinCode: text("join_code").notNull(),
    teacherTokenHash: text("teacher_token_hash").notNull(),
    /** The class's settings (word profile, ruleset, computer level), JSON (src/server/classroom/types.ts). */
    settingsJson: text("settings_json").notNull(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** When the teacher ended the class: no one joins, no game starts; its students go after the grace period. */
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
  },
  (table) => [uniqueIndex("classes_join_code").on(table.joinCode)],
);

/** A student of a class: a nickname and the sha256 of their device's token; nothing else about a child. */
export const classStudents = sqliteTable(
  "class_students",
  {
    id: text("id").primaryKey(),
    classId: text("class_id")
      .notNull()
      .references(() => classes.id),
    nickname: text("nickname").notNull(),
    /** The nickname compared (lower case, NFC): two students may not share it. */
    nicknameKey: text("nickname_key").notNull(),
    tokenHash: text("token_hash").notNull(),
    /**
     * The public X25519 key the student's seat links are sealed to, derived from their token
     * (src/server/games/seat-seal.ts); null for a student who joined before it existed
     * and has not opened their page since.
     */
    seatKey: text("seat_key"),
    joinedAt: integer("joined_at", { mode: "timestamp_ms" }).notNull(),
    /** The last time the student's page asked for news: "present" is seen in the last minute. */
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [uniqueIndex("class_students_nickname").on(table.classId, table.nicknameKey), index("class_students_token").on(table.tokenHash)],
);

/**
 * A student's seat at a table the teacher started: the seat link's token is kept sealed to the
 * student (only the student's own token opens it, on their page: src/server/games/seat-seal.ts), which is what
 * a class page needs to send each child to their table without a link to copy.
 */
export const classSeats = sqliteTable(
  "class_seats",
  {
    classId: text("class_id")
      .notNull()
      .references(() => classes.id),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id),
    seat: integer("seat").notNull(),
    studentId: text("student_id")
      .notNull()
      .references(() => classStudents.id),
    /** The seat token sealed to the student (src/server/games/seat-seal.ts); null only in the legacy form below. */
    seatSecret: text("seat_secret"),
    /**
     * Legacy: the seat token in clear, from before it was sealed, or for a student with no
     * `seat_key` yet. Sealed (and cleared) when the student's page next asks; cleared for
     * tables no longer played by migration 0010.
     */
    seatToken: text("seat_token"),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.seat] }),
    index("class_seats_student").on(table.studentId, table.startedAt),
    index("class_seats_class").on(table.classId),
  ],
);

export type ClassRow = typeof classes.$inferSelect;
export type ClassStudentRow = typeof classStudents.$inferSelect;

/**
 * A word a student tried at a class table and the table refused (issue #16), with the
 * dictionary's reason and hint: the teacher's dashboard shows them, and the year's most
 * frequent errors come from them. At most CLASS_ATTEMPTS_MAX per student are kept.
 */
export const classAttempts = sqliteTable(
  "class_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    classId: text("class_id")
      .notNull()
      .references(() => classes.id),
    studentId: text("student_id")
      .notNull()
      .references(() => classStudents.id),
    gameId: text("game_id").notNull(),
    word: text("word").notNull(),
    /** The lexicon's reason code (NOT_IN_DICTIONARY, PROPER_NOUN, ALTERED, …) or null. */
    reason: text("reason"),
    hint: text("hint").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("class_attempts_student").on(table.studentId, table.id), index("class_attempts_class").on(table.classId)],
);

/**
 * A tournament (docs/tournament.md): the direzione di gara's parameters (Art. 2.5,
 * 3, 6.1, 7) and its three links. Only the sha256 of the director's and the registration
 * link's tokens is stored; the public link needs none. `seed` is the tournament's secret: each
 * turn's seed comes from it (src/tournament/seeds.ts) and only turns' seeds are ever shown.
 * `event_id` is its judge event (kind "tournament"): the language judge of every table.
 */
export const tournaments = sqliteTable("tournaments", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** The parameters (src/server/tournament/settings.ts `TournamentSettings`), JSON. */
  settingsJson: text("settings_json").notNull(),
  seed: text("seed").notNull(),
  directorTokenHash: text("director_token_hash").notNull(),
  registrationTokenHash: text("registration_token_hash").notNull(),
  eventId: text("event_id")
    .notNull()
    .references(() => events.id),
  /** registration: before the first turn; playing: turns under way; finished: the last turn scored. */
  status: text("status", { enum: ["registration", "playing", "finished"] })
    .notNull()
    .default("registration"),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Who plays a tournament (Art. 2.1): a player, a pair or a team, by its number in the hall.
 * Present once checked in (or arrived late); a withdrawn entrant sits at no later turn.
 */
export const tournamentEntrants = sqliteTable(
  "tournament_entrants",
  {
    id: text("id").primaryKey(),
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    /** 1, 2, …: the entrant's number, in registration order. */
    number: integer("number").notNull(),
    name: text("name").notNull(),
    /** The name compared (lower case, NFC): two entrants may not share it. */
    nameKey: text("name_key").notNull(),
    registeredBy: text("registered_by", { enum: ["link", "director"] }).notNull(),
    registeredAt: integer("registered_at", { mode: "timestamp_ms" }).notNull(),
    checkedInAt: integer("checked_in_at", { mode: "timestamp_ms" }),
    /** Checked in after the first turn had started (Art. 13: the director may penalise it). */
    late: integer("late", { mode: "boolean" }).notNull().default(false),
    withdrawnAt: integer("withdrawn_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    uniqueIndex("tournament_entrants_number").on(table.tournamentId, table.number),
    uniqueIndex("tournament_entrants_name").on(table.tournamentId, table.nameKey),
  ],
);

/** A player of an entrant (1, 2, or 4 for a team) and the sha256 of their own page's token (`tournament.me`). */
export const tournamentPlayers = sqliteTable(
  "tournament_players",
  {
    id: text("id").primaryKey(),
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    entrantId: text("entrant_id")
      .notNull()
      .references(() => tournamentEntrants.id),
    /** The player's place in the entrant (a team: 0-1 its first pair, 2-3 its second). */
    position: integer("position").notNull(),
    name: text("name").notNull(),
    /** The sha256 of the player's page token; while a partner's invite is not claimed, of the invite's code (its own domain, `tournament.claim`). */
    tokenHash: text("token_hash").notNull(),
    /** The public key the player's seat tokens are sealed to (src/server/games/seat-seal.ts). */
    seatKey: text("seat_key").notNull(),
    /** When a partner's invite was opened (`tournament.claim`); null while it is not, and for a player who got no invite. */
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    index("tournament_players_entrant").on(table.entrantId, table.position),
    index("tournament_players_token").on(table.tournamentId, table.tokenHash),
  ],
);

/**
 * A turn (Art. 3, 7): its seed — every table's deals come from it; it leaves the server only
 * once the turn is over — and the commitment to it (sha256, public from the start); the
 * seating; the one deadline of all its tables, and when time ran out.
 */
export const tournamentTurns = sqliteTable(
  "tournament_turns",
  {
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    /** 0-based (the pages show number + 1). */
    number: integer("number").notNull(),
    seed: text("seed").notNull(),
    seedHash: text("seed_hash").notNull(),
    /** seating: its tables being made (undone if that fails); playing; timeUp: time-out called, the tables finish their last round (Art. 7); over: every table scored. */
    status: text("status", { enum: ["seating", "playing", "timeUp", "over"] })
      .notNull()
      .default("playing"),
    /** The seating (src/tournament/types.ts `TurnSeating`), JSON: who sat where, robots, tavolo zoppo. */
    seatingJson: text("seating_json").notNull(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    deadlineAt: integer("deadline_at", { mode: "timestamp_ms" }).notNull(),
    timeUpAt: integer("time_up_at", { mode: "timestamp_ms" }),
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
  },
  (table) => [primaryKey({ columns: [table.tournamentId, table.number] })],
);

/**
 * A table of a turn (Art. 3.2): its number and its game — none for a tavolo zoppo (Art. 3.1) —
 * and, once its match is over, the PP of each line as its score sheet says (Art. 6.1), JSON.
 */
export const tournamentTables = sqliteTable(
  "tournament_tables",
  {
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    turn: integer("turn").notNull(),
    number: integer("number").notNull(),
    gameId: text("game_id").references(() => games.id),
    zoppo: integer("zoppo", { mode: "boolean" }).notNull().default(false),
    /** PP by engine line, from the game's score sheet; null while the table plays (and at a tavolo zoppo). */
    ppJson: text("pp_json"),
    scoredAt: integer("scored_at", { mode: "timestamp_ms" }),
  },
  (table) => [primaryKey({ columns: [table.tournamentId, table.turn, table.number] }), uniqueIndex("tournament_tables_game").on(table.gameId)],
);

/**
 * Who sits at which seat of a turn's table, and the seat link's token, kept so that the
 * player's page sends them to their seat (their own token unlocks it). Robot seats have none.
 */
export const tournamentSeats = sqliteTable(
  "tournament_seats",
  {
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    turn: integer("turn").notNull(),
    table: integer("table_number").notNull(),
    seat: integer("seat").notNull(),
    playerId: text("player_id")
      .notNull()
      .references(() => tournamentPlayers.id),
    /** The seat's token sealed to the player (src/server/games/seat-seal.ts); null at a tavolo zoppo (no game). */
    sealedSeatToken: text("sealed_seat_token"),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.turn, table.table, table.seat] }),
    index("tournament_seats_player").on(table.playerId, table.turn),
  ],
);

/**
 * The direzione di gara's penalties (Art. 13: PP taken from the entrant's line) and corrections
 * of a table (Art. 2.5, 12.2: its PP replaced, or the technical score), an audit trail — who,
 * when, why — never edited and never deleted; the standings are recomputed from the tables'
 * PP and every row here, in order.
 */
export const tournamentAdjustments = sqliteTable(
  "tournament_adjustments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    kind: text("kind", { enum: ["penalty", "correction"] }).notNull(),
    turn: integer("turn").notNull(),
    /** correction: the table corrected. */
    table: integer("table_number"),
    /** penalty: the entrant penalised, and the PP taken. */
    entrantId: text("entrant_id").references(() => tournamentEntrants.id),
    pp: integer("pp"),
    /** correction: src/tournament/types.ts `Correction["change"]`, JSON. */
    changeJson: text("change_json"),
    by: text("by").notNull(),
    reason: text("reason").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("tournament_adjustments_tournament").on(table.tournamentId, table.id)],
);

export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentEntrantRow = typeof tournamentEntrants.$inferSelect;
export type TournamentPlayerRow = typeof tournamentPlayers.$inferSelect;
export type TournamentTurnRow = typeof tournamentTurns.$inferSelect;
export type TournamentTableRow = typeof tournamentTables.$inferSelect;
export type TournamentAdjustmentRow = typeof tournamentAdjustments.$inferSelect;
