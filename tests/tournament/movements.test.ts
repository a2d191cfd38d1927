/**
 * Seating the turns (Art. 3.1-3.3; RULES §8): first turn, Mitchell, Danese, Italiano, the
 * incomplete last table (robots or tavolo zoppo), seats within a table, determinism.
 */
import { describe, expect, test } from "vitest";
import {
  type Entrant,
  type Format,
  type Incomplete,
  type Movement,
  type SeatTurnInput,
  type StandingRow,
  seatTurn,
  type TableSize,
  TournamentError,
  type TurnSeating,
} from "~/tournament";

function field(format: Format, count: number): Entrant[] {
  const players = format === "individual" ? 1 : format === "pairs" ? 2 : 4;
  return Array.from({ length: count }, (_, i) => ({ id: `e${i + 1}`, players: Array.from({ length: players }, (_, p) => `e${i + 1}p${p + 1}`) }));
}

interface Run {
  format: Format;
  tableSize: TableSize;
  movement: Movement;
  entrants: Entrant[];
  turns: number;
  incomplete?: Incomplete;
  firstTurn?: SeatTurnInput["firstTurn"];
  seed?: string;
  /** Danese: the standings before each turn, from the turns so far. */
  standingsOf?: (previous: TurnSeating[]) => StandingRow[];
}

function run(r: Run): TurnSeating[] {
  const turns: TurnSeating[] = [];
  for (let turn = 0; turn < r.turns; turn++) {
    turns.push(
      seatTurn({
        format: r.format,
        tableSize: r.tableSize,
        movement: r.movement,
        entrants: r.entrants,
        turn,
        previous: [...turns],
        standings: r.standingsOf?.(turns) ?? [],
        seed: r.seed ?? "movimenti",
        firstTurn: r.firstTurn ?? { mode: "random" },
        incomplete: r.incomplete ?? "robots",
      }),
    );
  }
  return turns;
}

/** Who met whom, counted over the turns, from the lines (not from `places`): entrants at one table (teams: one match). */
function meetingCounts(turns: readonly TurnSeating[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const turn of turns) {
    const groups = new Map<string, Set<string>>();
    for (const t of turn.tables) {
      const k = t.match === null ? `t${t.table}` : `m${t.match}`;
      const group = groups.get(k) ?? new Set<string>();
      for (const line of t.lines) for (const e of line.entrants) group.add(e);
      groups.set(k, group);
    }
    for (const group of groups.values()) {
      const list = [...group].sort();
      for (let a = 0; a < list.length; a++)
        for (let b = a + 1; b < list.length; b++) met.set(`${list[a]}-${list[b]}`, (met.get(`${list[a]}-${list[b]}`) ?? 0) + 1);
    }
  }
  return met;
}

/** Standings where a lower entrant number is better (e1 first), whatever was played. */
const byNumber = (entrants: Entrant[]) => () => entrants.map((e, i) => ({ entrant: e.id, rank: i + 1, vp: 100 - i, mp: 0, pp: 0, turns: 1, tied: false }));

const maxMeetings = (turns: readonly TurnSeating[]) => Math.max(...meetingCounts(turns).values());

/** Every entrant's players are seated exactly once in the turn; a pair's partners sit opposite (same line). */
function expectWholeTurn(turn: TurnSeating, entrants: readonly Entrant[], format: Format): void {
  const seated = turn.tables.flatMap((t) => t.players).filter((p) => p !== null);
  expect([...seated].sort()).toEqual(entrants.flatMap((e) => e.players).sort());
  // The lines' entrants are the entrants the table hosts.
  for (const t of turn.tables) expect(t.lines.flatMap((l) => l.entrants).sort()).toEqual(t.places.filter((p) => p !== null).sort());
  for (const t of turn.tables) {
    if (format === "individual" || t.zoppo) continue;
    // Pairs and teams play at tables of 4: line l is seats l and l+2; a robot line has no entrant and two robots.
    for (const [l, line] of t.lines.entries()) {
      const players = [t.players[l], t.players[l + 2]];
      const owner = entrants.find((e) => e.id === line.entrants[0]);
      expect(players).toEqual(owner === undefined ? [null, null] : players.map((p) => (owner.players.includes(p!) ? p : "non della linea")));
    }
  }
}

describe("Art. 3.2 b 4: Mitchell", () => {
  test("8 pairs, 4 tables, 4 turns: the mobile pairs move one table on; nobody meets twice", () => {
    const entrants = field("pairs", 8);
    const turns = run({ format: "pairs", tableSize: 4, movement: "mitchell", entrants, turns: 4, firstTurn: { mode: "fixedMobile" } });
    for (const turn of turns) expectWholeTurn(turn, entrants, "pairs");
    expect(maxMeetings(turns)).toBe(1);
    // Art. 3.2 a 3: e1-e4 fixed at tables 1-4; e5-e8 mobile, one table on each turn.
    for (const [k, turn] of turns.entries()) {
      expect(turn.tables.map((t) => t.places[0])).toEqual(["e1", "e2", "e3", "e4"]);
      expect(turn.tables.map((t) => t.places[1])).toEqual([0, 1, 2, 3].map((i) => `e${5 + ((i - k + 4) % 4)}`));
    }
  });

  test("7 pairs (odd): the empty place moves like a mobile pair; a tavolo zoppo each turn, a different pair at rest each time", () => {
    const entrants = field("pairs", 7);
    const turns = run({ format: "pairs", tableSize: 4, movement: "mitchell", entrants, turns: 4, incomplete: "zoppo" });
    expect(maxMeetings(turns)).toBe(1);
    const resting = turns.map((turn) => {
      const zoppi = turn.tables.filter((t) => t.zoppo);
      expect(zoppi).toHaveLength(1);
      expect(zoppi[0]!.players).toHaveLength(2);
      return zoppi[0]!.lines[0]!.entrants[0];
    });
    expect(new Set(resting).size).toBe(4);
    for (const turn of turns) expectWholeTurn(turn, entrants, "pairs");
  });

  test("individual, tables of 2, 9 players (odd): a robot takes the empty seat; nobody meets twice in 5 turns", () => {
    const entrants = field("individual", 9);
    const turns = run({ format: "individual", tableSize: 2, movement: "mitchell", entrants, turns: 5 });
    expect(maxMeetings(turns)).toBe(1);
    for (const turn of turns) {
      expectWholeTurn(turn, entrants, "individual");
      expect(turn.tables.flatMap((t) => t.players).filter((p) => p === null)).toHaveLength(1);
    }
  });

  test("individual, tables of 3 (9 players, 3 tables) and of 4 (20 players, 5 tables): place p moves p tables; nobody meets twice", () => {
    const three = run({ format: "individual", tableSize: 3, movement: "mitchell", entrants: field("individual", 9), turns: 3 });
    expect(maxMeetings(three)).toBe(1);
    const four = run({ format: "individual", tableSize: 4, movement: "mitchell", entrants: field("individual", 20), turns: 5 });
    expect(maxMeetings(four)).toBe(1);
    for (const turn of four) expect(turn.tables.every((t) => t.lines.every((l) => l.entrants.length === 2))).toBe(true);
  });

  test("individual at 4, 16 players (4 tables, an even number): no rematch in 3 turns, where place p moving p tables brings 0 and 2 together again", () => {
    const entrants = field("individual", 16);
    const turns = run({ format: "individual", tableSize: 4, movement: "mitchell", entrants, turns: 3 });
    for (const turn of turns) expectWholeTurn(turn, entrants, "individual");
    expect(maxMeetings(turns)).toBe(1);
  });

  test("individual at 4, 8 players (2 tables): turn 3 does not repeat turn 1's tables; no two meet three times", () => {
    const entrants = field("individual", 8);
    const turns = run({ format: "individual", tableSize: 4, movement: "mitchell", entrants, turns: 3 });
    const tablesOf = (turn: TurnSeating) => turn.tables.map((t) => [...t.places].sort().join(" ")).sort();
    expect(tablesOf(turns[2]!)).not.toEqual(tablesOf(turns[0]!));
    expect(maxMeetings(turns)).toBeLessThanOrEqual(2);
  });

  /** The pairs of entrants at one table in `turn` that had met in an earlier turn. */
  const repeatedIn = (turns: readonly TurnSeating[], turn: number) => {
    const before = meetingCounts(turns.slice(0, turn));
    return [...meetingCounts([turns[turn]!]).keys()].filter((pair) => before.has(pair)).length;
  };

  test.each([
    // At tables of 2 a round robin, N−1 turns: the mobile half moves for T turns, then the field is regrouped.
    { players: 8, size: 2, turns: 7 },
    { players: 12, size: 2, turns: 11 },
    { players: 16, size: 2, turns: 15 },
    { players: 20, size: 2, turns: 19 },
    // Odd: the empty place (a robot) is one more in the round robin, met once by each.
    { players: 11, size: 2, turns: 11 },
    // At tables of 4 each turn meets 3 new: 16 players 5 turns (the affine plane of order 4), 20 and 15 (a robot) 5 turns.
    { players: 16, size: 4, turns: 5 },
    { players: 20, size: 4, turns: 5 },
    { players: 15, size: 4, turns: 5 },
  ] as const)("Art. 3.1-3.2, individual Mitchell, $players players at tables of $size: nobody meets twice in $turns turns", ({ players, size, turns }) => {
    const entrants = field("individual", players);
    for (const seed of ["movimenti", "altro seme"]) {
      const seated = run({ format: "individual", tableSize: size, movement: "mitchell", entrants, turns, seed });
      for (const turn of seated) expectWholeTurn(turn, entrants, "individual");
      expect(maxMeetings(seated)).toBe(1);
    }
  });

  test("Art. 3.1, individual Mitchell at tables of 2, 11 players: in 11 turns each plays the robot once", () => {
    const entrants = field("individual", 11);
    const turns = run({ format: "individual", tableSize: 2, movement: "mitchell", entrants, turns: 11 });
    const withRobot = turns.flatMap((turn) => turn.tables.filter((t) => t.players.includes(null)).flatMap((t) => t.places.filter((p) => p !== null)));
    expect(withRobot.sort()).toEqual(entrants.map((e) => e.id).sort());
  });

  test("Art. 3.1-3.2, individual Mitchell at 4 where a rematch cannot be avoided: 8 players (2 tables) and 12 (3 tables) repeat the fewest pairs", () => {
    // Two tables of 4 from two tables of 4: at best two from each, a pair met again at each half.
    const eight = run({ format: "individual", tableSize: 4, movement: "mitchell", entrants: field("individual", 8), turns: 2 });
    expect(repeatedIn(eight, 1)).toBe(4);
    // Four players out of three tables: at least two from one of them, one pair a table.
    const twelve = run({ format: "individual", tableSize: 4, movement: "mitchell", entrants: field("individual", 12), turns: 3 });
    expect(repeatedIn(twelve, 1)).toBe(3);
    // A third meeting weighs more than two second ones: nobody meets anyone three times.
    expect(maxMeetings(twelve)).toBe(2);
  });

  test("Art. 3.2 b 4, 6: Mitchell and Italiano do not read the standings, so a player's next table forecast while the turn is played (tournament.me) is the one its start gives", () => {
    for (const movement of ["mitchell", "italiano"] as const) {
      for (const [format, size, count] of [
        ["individual", 4, 16],
        ["individual", 2, 8],
        ["pairs", 4, 8],
      ] as const) {
        const entrants = field(format, count);
        const previous = run({ format, tableSize: size, movement, entrants, turns: 3 });
        const next = (standings: StandingRow[]) =>
          seatTurn({
            format,
            tableSize: size,
            movement,
            entrants,
            turn: 3,
            previous,
            standings,
            seed: "prossimo",
            firstTurn: { mode: "random" },
            incomplete: "robots",
          });
        expect(next(byNumber(entrants)())).toEqual(next([]));
      }
    }
  });

  test("Art. 3.2 b 4, individual Mitchell: the seating comes from the turn's seed, the same each time", () => {
    const input = { format: "individual", tableSize: 4, movement: "mitchell", entrants: field("individual", 16), turns: 5 } as const;
    expect(run({ ...input, seed: "uno" })).toEqual(run({ ...input, seed: "uno" }));
    expect(run({ ...input, seed: "uno" })[4]).not.toEqual(run({ ...input, seed: "due" })[4]);
  });

  test("Art. 3.1: a field that shrinks by one entrant at each of two tables is regrouped: as few tables as it needs, at most one incomplete", () => {
    const base = { tableSize: 4, movement: "mitchell", seed: "s", firstTurn: { mode: "random" }, incomplete: "robots", standings: [] } as const;
    for (const format of ["pairs", "individual"] as const) {
      const entrants = field(format, 16);
      const first = seatTurn({ ...base, format, entrants, turn: 0, previous: [] });
      // One entrant from each of the first two tables withdraws.
      const gone = new Set([first.tables[0]!.places[0], first.tables[1]!.places[1]]);
      const left = entrants.filter((e) => !gone.has(e.id));
      const second = seatTurn({ ...base, format, entrants: left, turn: 1, previous: [first] });
      expectWholeTurn(second, left, format);
      const size = format === "pairs" ? 2 : 4;
      expect(second.tables).toHaveLength(Math.ceil(left.length / size));
      expect(second.tables.filter((t) => t.players.includes(null)).length).toBeLessThanOrEqual(1);
    }
  });

  test("a pair that withdraws leaves an empty place (robots); a newcomer takes it next turn", () => {
    const entrants = field("pairs", 8);
    const first = run({ format: "pairs", tableSize: 4, movement: "mitchell", entrants, turns: 1 });
    const without = entrants.filter((e) => e.id !== "e3");
    const base = {
      format: "pairs",
      tableSize: 4,
      movement: "mitchell",
      seed: "s",
      firstTurn: { mode: "random" },
      incomplete: "robots",
      standings: [],
    } as const;
    const second = seatTurn({ ...base, entrants: without, turn: 1, previous: first });
    expectWholeTurn(second, without, "pairs");
    expect(second.tables.flatMap((t) => t.players).filter((p) => p === null)).toHaveLength(2);
    const back = [...without, { id: "e9", players: ["e9p1", "e9p2"] }];
    const third = seatTurn({ ...base, entrants: back, turn: 2, previous: [...first, second] });
    expectWholeTurn(third, back, "pairs");
    expect(third.tables).toHaveLength(4);
  });
});

describe("Art. 3.2 b 6: Italiano", () => {
  test("8 pairs, 7 turns: everyone meets everyone exactly once (circle method)", () => {
    const entrants = field("pairs", 8);
    const turns = run({ format: "pairs", tableSize: 4, movement: "italiano", entrants, turns: 7 });
    const met = meetingCounts(turns);
    expect(met.size).toBe((8 * 7) / 2);
    expect(Math.max(...met.values())).toBe(1);
  });

  test("7 pairs (odd), 7 turns: everyone meets everyone once and rests once at a tavolo zoppo", () => {
    const entrants = field("pairs", 7);
    const turns = run({ format: "pairs", tableSize: 4, movement: "italiano", entrants, turns: 7, incomplete: "zoppo" });
    const met = meetingCounts(turns);
    expect(met.size).toBe((7 * 6) / 2);
    expect(Math.max(...met.values())).toBe(1);
    const resting = turns.map((turn) => turn.tables.filter((t) => t.zoppo).map((t) => t.lines[0]!.entrants[0]));
    expect(resting.flat().sort()).toEqual(entrants.map((e) => e.id).sort());
  });

  test("individual, tables of 2, 7 players (odd), 7 turns: a round robin; each plays the robot once", () => {
    const turns = run({ format: "individual", tableSize: 2, movement: "italiano", entrants: field("individual", 7), turns: 7 });
    expect(meetingCounts(turns).size).toBe(21);
    expect(maxMeetings(turns)).toBe(1);
    const withRobot = turns.map((turn) => turn.tables.find((t) => t.players.includes(null))!.lines.flatMap((l) => l.entrants));
    expect(withRobot.flat().sort()).toEqual(
      field("individual", 7)
        .map((e) => e.id)
        .sort(),
    );
  });

  test("individual, tables of 2, 6 players, 5 turns: a round robin", () => {
    const turns = run({ format: "individual", tableSize: 2, movement: "italiano", entrants: field("individual", 6), turns: 5 });
    expect(meetingCounts(turns).size).toBe(15);
    expect(maxMeetings(turns)).toBe(1);
  });

  test("4 teams, 3 turns: every team meets every other once; a match is two tables, the pairs at opposite lines", () => {
    const entrants = field("teams", 4);
    const turns = run({ format: "teams", tableSize: 4, movement: "italiano", entrants, turns: 3 });
    expect(meetingCounts(turns).size).toBe(6);
    expect(maxMeetings(turns)).toBe(1);
    for (const turn of turns) {
      expectWholeTurn(turn, entrants, "teams");
      expect(turn.tables.map((t) => t.match)).toEqual([1, 1, 2, 2]);
      for (const match of [1, 2]) {
        const [a, b] = turn.tables.filter((t) => t.match === match);
        // The team at line 0 of the first table is at line 1 of the second, with its other pair.
        expect(b!.lines[1]!.entrants).toEqual(a!.lines[0]!.entrants);
        expect(b!.lines[0]!.entrants).toEqual(a!.lines[1]!.entrants);
        const team = entrants.find((e) => e.id === a!.lines[0]!.entrants[0])!;
        expect([a!.players[0], a!.players[2]].sort()).toEqual(team.players.slice(0, 2).sort());
        expect([b!.players[1], b!.players[3]].sort()).toEqual(team.players.slice(2, 4).sort());
      }
    }
  });

  test("individual, tables of 4, 16 players: the second turn repeats no meeting", () => {
    const turns = run({ format: "individual", tableSize: 4, movement: "italiano", entrants: field("individual", 16), turns: 2 });
    expect(maxMeetings(turns)).toBe(1);
  });
});

describe("Art. 3.2 b 5: Danese", () => {
  test("8 pairs: the best placed meet at table 1, and nobody meets twice in 4 turns", () => {
    const entrants = field("pairs", 8);
    const turns = run({ format: "pairs", tableSize: 4, movement: "danese", entrants, turns: 4, standingsOf: byNumber(entrants) });
    expect(maxMeetings(turns)).toBe(1);
    const table1 = turns[1]!.tables[0]!.places;
    expect(table1[0]).toBe("e1");
    // e1 meets the best placed pair it has not met yet.
    const metFirst = turns[0]!.tables.find((t) => t.places.includes("e1"))!.places.find((p) => p !== "e1");
    expect(table1[1]).toBe(metFirst === "e2" ? "e3" : "e2");
    for (const turn of turns) expectWholeTurn(turn, entrants, "pairs");
  });

  test("7 pairs with a tavolo zoppo, 4 turns: the rest goes to the lowest placed pair that has not rested yet; no rematch", () => {
    const entrants = field("pairs", 7);
    const turns = run({ format: "pairs", tableSize: 4, movement: "danese", entrants, turns: 4, standingsOf: byNumber(entrants), incomplete: "zoppo" });
    expect(maxMeetings(turns)).toBe(1);
    const resting = turns.slice(1).map((turn) => turn.tables.filter((t) => t.zoppo).map((t) => t.lines[0]!.entrants[0]));
    for (const r of resting) expect(r).toHaveLength(1);
    const first = turns[0]!.tables.find((t) => t.zoppo)!.lines[0]!.entrants[0]!;
    expect(new Set([first, ...resting.flat()]).size).toBe(4);
  });

  test("9 players at tables of 2 with a robot: the robot table is the last (Art. 3.1), nobody plays it twice", () => {
    const entrants = field("individual", 9);
    const turns = run({ format: "individual", tableSize: 2, movement: "danese", entrants, turns: 3, standingsOf: byNumber(entrants) });
    expect(maxMeetings(turns)).toBe(1);
    for (const turn of turns.slice(1)) expect(turn.tables.at(-1)!.players).toContain(null);
    // Nobody plays the robot twice.
    const withRobot = turns.map((turn) => turn.tables.at(-1)!.lines.flatMap((l) => l.entrants));
    expect(new Set(withRobot.flat()).size).toBe(3);
  });

  test("individual at tables of 4, 16 players: the top four, who have not met, at table 1 in turn 2", () => {
    const entrants = field("individual", 16);
    const turns = run({
      format: "individual",
      tableSize: 4,
      movement: "danese",
      entrants,
      turns: 2,
      standingsOf: byNumber(entrants),
      firstTurn: { mode: "fixedMobile" },
    });
    // fixedMobile at 4 tables: e1, e5, e9, e13 at table 1; Danese then seats the first four together.
    expect(turns[0]!.tables[0]!.places).toEqual(["e1", "e5", "e9", "e13"]);
    expect(turns[1]!.tables.map((t) => t.places)).toEqual([
      ["e1", "e2", "e3", "e4"],
      ["e5", "e6", "e7", "e8"],
      ["e9", "e10", "e11", "e12"],
      ["e13", "e14", "e15", "e16"],
    ]);
    expect(maxMeetings(turns)).toBe(1);
  });
});

describe("tables of 3 and team matches", () => {
  test("Danese, 9 players at tables of 3: the first three together in turn 2, each a line of its own", () => {
    const entrants = field("individual", 9);
    const turns = run({
      format: "individual",
      tableSize: 3,
      movement: "danese",
      entrants,
      turns: 2,
      standingsOf: byNumber(entrants),
      firstTurn: { mode: "fixedMobile" },
    });
    expect(turns[1]!.tables.map((t) => t.places)).toEqual([
      ["e1", "e2", "e3"],
      ["e4", "e5", "e6"],
      ["e7", "e8", "e9"],
    ]);
    expect(maxMeetings(turns)).toBe(1);
    for (const t of turns[1]!.tables) expect(t.lines.map((l) => l.entrants.length)).toEqual([1, 1, 1]);
  });

  test("Italiano, 10 players at tables of 3 (odd): two robots at one table; the second turn repeats no meeting", () => {
    const entrants = field("individual", 10);
    const turns = run({ format: "individual", tableSize: 3, movement: "italiano", entrants, turns: 2 });
    for (const turn of turns) {
      expectWholeTurn(turn, entrants, "individual");
      expect(turn.tables.map((t) => t.players.filter((p) => p === null).length).sort()).toEqual([0, 0, 0, 2]);
    }
    expect(maxMeetings(turns)).toBe(1);
  });

  test("Mitchell, 6 teams: 3 matches a turn, 3 turns, no team meets another twice", () => {
    const entrants = field("teams", 6);
    const turns = run({ format: "teams", tableSize: 4, movement: "mitchell", entrants, turns: 3 });
    for (const turn of turns) {
      expect(turn.tables).toHaveLength(6);
      expectWholeTurn(turn, entrants, "teams");
    }
    expect(maxMeetings(turns)).toBe(1);
  });
});

describe("Art. 3.1-3.3: first turn, incomplete table, seats", () => {
  test("the same input gives the same seating; another seed another draw", () => {
    const entrants = field("pairs", 10);
    const a = run({ format: "pairs", tableSize: 4, movement: "danese", entrants, turns: 1, seed: "uno" });
    const b = run({ format: "pairs", tableSize: 4, movement: "danese", entrants, turns: 1, seed: "uno" });
    const c = run({ format: "pairs", tableSize: 4, movement: "danese", entrants, turns: 1, seed: "due" });
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  test("fixed and mobile, 9 individuals at tables of 4 (Art. 3.1, 3.2 a 3): the three empty places all at the last table, the first three entrants fixed at place 0", () => {
    const entrants = field("individual", 9);
    for (const incomplete of ["robots", "zoppo"] as const) {
      const [turn] = run({ format: "individual", tableSize: 4, movement: "mitchell", entrants, turns: 1, firstTurn: { mode: "fixedMobile" }, incomplete });
      expectWholeTurn(turn!, entrants, "individual");
      expect(turn!.tables.map((t) => t.players.filter((p) => p === null).length)).toEqual([0, 0, 3]);
      // Place by place, table by table, skipping the last table's empty places: e1-e3 are the fixed.
      expect(turn!.tables.map((t) => t.places)).toEqual([
        ["e1", "e4", "e6", "e8"],
        ["e2", "e5", "e7", "e9"],
        ["e3", null, null, null],
      ]);
    }
  });

  test("the director's tables are kept, with seats drawn; an entrant left out is refused in Italian", () => {
    const entrants = field("pairs", 4);
    const firstTurn = {
      mode: "director",
      tables: [
        ["e4", "e1"],
        ["e2", "e3"],
      ],
    } as const;
    const [turn] = run({ format: "pairs", tableSize: 4, movement: "mitchell", entrants, turns: 1, firstTurn });
    expect(turn!.tables.map((t) => t.places)).toEqual([
      ["e4", "e1"],
      ["e2", "e3"],
    ]);
    expect(() =>
      run({ format: "pairs", tableSize: 4, movement: "mitchell", entrants, turns: 1, firstTurn: { mode: "director", tables: [["e4", "e1"]] } }),
    ).toThrow(/senza tavolo: e2, e3/);
  });

  test("seats within a table are drawn: over many seeds each player sits at every seat", () => {
    const entrants = field("individual", 4);
    const seatsOfE1 = new Set<number>();
    for (let s = 0; s < 40; s++) {
      const [turn] = run({ format: "individual", tableSize: 4, movement: "danese", entrants, turns: 1, seed: `posti-${s}` });
      seatsOfE1.add(turn!.tables[0]!.players.indexOf("e1p1"));
    }
    expect([...seatsOfE1].sort()).toEqual([0, 1, 2, 3]);
  });

  test("individual at 4 with 10 players: a tavolo zoppo of one line of two, or two robots", () => {
    const entrants = field("individual", 10);
    const [zoppo] = run({ format: "individual", tableSize: 4, movement: "mitchell", entrants, turns: 1, incomplete: "zoppo" });
    const last = zoppo!.tables.at(-1)!;
    expect(last.zoppo).toBe(true);
    expect(last.lines).toHaveLength(1);
    expect(last.lines[0]!.entrants).toHaveLength(2);
    expect(last.players).toEqual(last.lines[0]!.entrants.map((id) => `${id}p1`));
    const [robots] = run({ format: "individual", tableSize: 4, movement: "mitchell", entrants, turns: 1 });
    expect(robots!.tables.at(-1)!.players.filter((p) => p === null)).toHaveLength(2);
  });

  test("Art. 3.1: a tavolo zoppo only at tables of 4; pairs and teams only at tables of 4", () => {
    expect(() => run({ format: "individual", tableSize: 2, movement: "mitchell", entrants: field("individual", 5), turns: 1, incomplete: "zoppo" })).toThrow(
      /solo per i tavoli da 4/,
    );
    expect(() => run({ format: "pairs", tableSize: 2, movement: "mitchell", entrants: field("pairs", 4), turns: 1 })).toThrow(TournamentError);
    expect(() => run({ format: "pairs", tableSize: 4, movement: "mitchell", entrants: field("individual", 4), turns: 1 })).toThrow(/una coppia ha 2 giocatori/);
  });

  test("Art. 3.1, individual at 4 with 9 and 11 players and the tavolo zoppo chosen: the table short of 3 or 1 players is not one line, it gets robots", () => {
    for (const [players, robots] of [
      [9, 3],
      [11, 1],
    ] as const) {
      const entrants = field("individual", players);
      const turns = run({ format: "individual", tableSize: 4, movement: "danese", entrants, turns: 2, incomplete: "zoppo" });
      for (const turn of turns) {
        expectWholeTurn(turn, entrants, "individual");
        expect(turn.tables.some((t) => t.zoppo)).toBe(false);
        expect(turn.tables.flatMap((t) => t.players).filter((p) => p === null)).toHaveLength(robots);
      }
    }
  });

  test("a team without opponents rests at two zoppo tables, one pair at each", () => {
    const entrants = field("teams", 3);
    const [turn] = run({ format: "teams", tableSize: 4, movement: "italiano", entrants, turns: 1, incomplete: "zoppo" });
    const zoppi = turn!.tables.filter((t) => t.zoppo);
    expect(zoppi).toHaveLength(2);
    expect(zoppi.map((t) => t.match)).toEqual([2, 2]);
    expectWholeTurn(turn!, entrants, "teams");
  });
});
