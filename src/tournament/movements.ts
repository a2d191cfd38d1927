/**
 * Seating a turn (Art. 3.1-3.3): which entrants meet at which table, and who sits where.
 *
 * A table hosts a group of entrants: the players of an individual tournament (as many as the
 * table size), two pairs, or, in a team match, two teams over two tables. A field that does
 * not fill its tables is padded with empty places, which stay at the last table of the first
 * turn and then move like anyone (Mitchell) or rank last (Danese): the table with an empty
 * place gets robots or is a tavolo zoppo (Art. 3.1, the director's choice).
 *
 * - First turn (Art. 3.2 a): a seeded draw; the director's tables; or fixed and mobile (in
 *   registration order the first of each table's places, then the second…).
 * - Mitchell (Art. 3.2 b 4): place p of a table moves on p tables (pairs: the fixed line stays,
 *   the mobile line moves one table on). Two places meet again only after as many turns as
 *   there are tables (pairs). Individuals: while that repeats a meeting, at tables of 3 or 4
 *   place 0 stays and the others move by the shifts that repeat the fewest (by exclusive or
 *   when the tables are a power of two); when every shift repeats one, and at tables of 2, the
 *   field is regrouped from the turn's seed with the fewest repeated meetings.
 *   Withdrawals leave at most one incomplete table.
 * - Danese (Art. 3.2 b 5): by the current standings, the best at table 1; each takes the best
 *   placed one it has not met (a search over the whole field keeps every pairing new while
 *   that is possible; then the fewest rematches). An empty place counts as someone met, so
 *   nobody rests or plays the robots twice while another can; the incomplete table is last.
 * - Italiano (Art. 3.2 b 6): two entrants a table, the circle method over the first turn's
 *   order: in N−1 turns everyone meets everyone once (N the field with its empty place). Tables
 *   of 3 or 4 individuals, or a field that changed since the first turn: the seeded seating
 *   with the fewest repeated meetings among several draws.
 * - Seats within a table (Art. 3.3, 2): a seeded draw; partners of a pair sit opposite, and so
 *   do a team's two pairs over the match's two tables (line 0 at one, line 1 at the other).
 */
import { randomStream, shuffle } from "../engine/rng";
import { type Entrant, type EntrantId, type FirstTurn, type SeatTurnInput, type TableSeating, TournamentError, type TurnSeating } from "./types";

/** A place in a group: an entrant, or empty (robot / missing line). */
type Place = EntrantId | null;

const EMPTY_PREFIX = "\u0000vuoto ";
const isEmpty = (id: string) => id.startsWith(EMPTY_PREFIX);
/** Every empty place, in the count of meetings. */
const EMPTY = `${EMPTY_PREFIX}*`;

/** How many attempts the searches make before settling: bounded work for a field of 200. */
const DANESE_BUDGET = 20_000;
const ITALIANO_DRAWS = 24;

/**
 * The seating of turn `input.turn`. Deterministic: the same input gives the same seating (every
 * draw comes from `input.seed` through src/engine/rng.ts). Throws a TournamentError (Italian
 * message) for a field the rules cannot seat.
 */
export function seatTurn(input: SeatTurnInput): TurnSeating {
  const size = groupSize(input);
  checkEntrants(input);
  const ids = input.entrants.map((e) => e.id);
  const tables = Math.ceil(ids.length / size);
  const empties = Array.from({ length: tables * size - ids.length }, (_, i) => `${EMPTY_PREFIX}${i}`);
  const stream = (purpose: string) => randomStream(input.seed, `turno ${input.turn} ${purpose}`);
  const last = input.previous.at(-1);
  let groups: string[][];
  if (last === undefined) groups = firstTurnGroups(input.firstTurn, ids, empties, size, stream("sorteggio"));
  else if (input.movement === "mitchell")
    groups = mitchell(last, ids, size, input.format === "individual" ? { met: meetings(input.previous), random: stream("mitchell") } : null);
  else if (input.movement === "danese") groups = danese(input, ids, empties, size);
  else groups = italiano(input, ids, empties, size, stream("italiano"));
  return { turn: input.turn, tables: seatGroups(input, groups, stream("posti")) };
}

/** Entrants a table (teams: a match) hosts. */
function groupSize(input: SeatTurnInput): number {
  if (input.format === "individual") return input.tableSize;
  if (input.tableSize !== 4) {
    throw new TournamentError(`un torneo ${input.format === "pairs" ? "a coppie" : "a squadre"} si gioca a tavoli da 4, non da ${input.tableSize}`);
  }
  return 2;
}

function checkEntrants(input: SeatTurnInput): void {
  const players = input.format === "individual" ? 1 : input.format === "pairs" ? 2 : 4;
  const what = input.format === "individual" ? "giocatore" : input.format === "pairs" ? "coppia" : "squadra";
  const seen = new Set<string>();
  for (const e of input.entrants) {
    if (seen.has(e.id)) throw new TournamentError(`iscritto ripetuto: ${e.id}`);
    if (isEmpty(e.id)) throw new TournamentError(`nome di iscritto non valido: ${JSON.stringify(e.id)}`);
    seen.add(e.id);
    if (e.players.length !== players) throw new TournamentError(`${e.id}: una ${what} ha ${players} ${players === 1 ? "giocatore" : "giocatori"}`);
  }
  if (input.entrants.length < 2) throw new TournamentError("servono almeno 2 iscritti per un turno");
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

function firstTurnGroups(first: FirstTurn, ids: readonly string[], empties: readonly string[], size: number, random: () => number): string[][] {
  const tables = (ids.length + empties.length) / size;
  switch (first.mode) {
    case "random":
      // The empty places at the last table (Art. 3.1: "l'ultimo tavolo").
      return chunk([...shuffle(ids, random), ...empties], size);
    case "fixedMobile": {
      // Art. 3.2 a 3: place 0 of every table first (the fixed), then place 1 (the mobile)…; the
      // empty places are the last places of the last table (Art. 3.1: "l'ultimo tavolo"), not one
      // at each table.
      const firstEmpty = size - empties.length;
      const entrants = ids[Symbol.iterator]();
      const groups = Array.from({ length: tables }, () => new Array<string>(size));
      for (let p = 0; p < size; p++)
        for (let t = 0; t < tables; t++) groups[t]![p] = t === tables - 1 && p >= firstEmpty ? empties[p - firstEmpty]! : entrants.next().value!;
      return groups;
    }
    case "director": {
      const present = new Set(ids);
      const placed = new Set<string>();
      let spare = 0;
      const groups = first.tables.map((table, i) => {
        if (table.length === 0 || table.length > size) throw new TournamentError(`tavolo ${i + 1}: da 1 a ${size} iscritti`);
        for (const id of table) {
          if (!present.has(id)) throw new TournamentError(`tavolo ${i + 1}: ${id} non è tra gli iscritti presenti`);
          if (placed.has(id)) throw new TournamentError(`${id} è in due tavoli`);
          placed.add(id);
        }
        return [...table, ...Array.from({ length: size - table.length }, () => `${EMPTY_PREFIX}d${spare++}`)];
      });
      const missing = ids.filter((id) => !placed.has(id));
      if (missing.length > 0) throw new TournamentError(`senza tavolo: ${missing.join(", ")}`);
      return groups;
    }
  }
}

/** The previous turn's groups by place (teams: one per match). */
function previousGroups(last: TurnSeating): Place[][] {
  const seen = new Set<number>();
  const groups: Place[][] = [];
  for (const t of last.tables) {
    if (t.match !== null) {
      if (seen.has(t.match)) continue;
      seen.add(t.match);
    }
    groups.push([...t.places]);
  }
  return groups;
}

/**
 * Art. 3.2 b 4: place p moves on p tables. An entrant no longer present leaves an empty place;
 * a newcomer takes the first empty place, or a new table at the end; then the tables with
 * empty places are merged, the last into the first, so that at most one is incomplete (Art.
 * 3.1: an incomplete table is the exception, not one per withdrawal).
 *
 * Individuals (`individual` given), Art. 3.1-3.2: the pairs' guarantee does not hold for
 * them, so the movement is weighed by the meetings it repeats. At tables of 3 or 4 "place p
 * moves p tables" meets again after T/2 turns when the number of tables T is even, so place 0
 * stays and the others move by the shifts, all different, that repeat the fewest meetings (the
 * plain 1, 2, 3 first; by exclusive or when T is a power of two, so 16 players get the 5 turns
 * of the affine plane of order 4). At tables of 2 the mobile half has met the whole fixed half
 * after T turns. When the movement repeats a meeting anyway, the seeded regrouping is taken if
 * it repeats fewer.
 */
function mitchell(last: TurnSeating, ids: readonly string[], size: number, individual: { met: Map<string, number>; random: () => number } | null): string[][] {
  const present = new Set(ids);
  const before = previousGroups(last).map((group) => group.map((id) => (id !== null && present.has(id) ? id : null)));
  const count = before.length;
  // Individuals at 3 or 4, tables a power of two: the places move by exclusive or (the
  // addition of GF(2^k)), whose shifts keep apart what moving on mod T brings together again.
  const xor = individual !== null && size > 2 && count >= 4 && (count & (count - 1)) === 0;
  const move = (shifts: readonly number[]): Place[][] => {
    const moved: Place[][] = Array.from({ length: count }, () => new Array<Place>(size).fill(null));
    before.forEach((group, t) => {
      for (let p = 0; p < size; p++) moved[xor ? t ^ shifts[p]! : (t + shifts[p]!) % count]![p] = group[p] ?? null;
    });
    // Individuals: weighed as they will sit, the tables with empty places merged.
    return individual === null ? moved : oneIncomplete(moved, size).map((group) => group.map((id) => (isEmpty(id) ? null : id)));
  };
  let moved = move(Array.from({ length: size }, (_, p) => p));
  if (individual !== null && count > 1 && rematches(moved, individual.met) > 0)
    moved = fewestRematches(before, moved, move, size, individual.met, individual.random);
  const seated = new Set(moved.flat());
  const newcomers = ids.filter((id) => !seated.has(id));
  for (const group of moved) {
    for (let p = 0; p < size && newcomers.length > 0; p++) if (group[p] === null) group[p] = newcomers.shift()!;
  }
  return oneIncomplete([...moved, ...chunk(newcomers, size)], size);
}

/**
 * Art. 3.1: "qualora l'ultimo tavolo fosse incompleto", one table with empty places: while two
 * have some, the last one's entrants fill the first one's empty places. Empty places are named
 * anew.
 */
function oneIncomplete(groups: readonly (readonly Place[])[], size: number): string[][] {
  const places = groups.map((group) =>
    Array.from({ length: size }, (_, p) => (group[p] === undefined || group[p] === null || isEmpty(group[p]) ? null : group[p])),
  );
  for (;;) {
    const incomplete = places.filter((group) => group.some((id) => id !== null) && group.includes(null));
    if (incomplete.length < 2) break;
    const [first, donor] = [incomplete[0]!, incomplete.at(-1)!];
    for (let p = 0; p < size; p++) {
      if (first[p] !== null) continue;
      const from = donor.findIndex((id) => id !== null);
      if (from < 0) break;
      first[p] = donor[from]!;
      donor[from] = null;
    }
  }
  let spare = 0;
  return places.filter((group) => group.some((id) => id !== null)).map((group) => group.map((id) => id ?? `${EMPTY_PREFIX}u${spare++}`));
}

/** How many shift vectors the individual Mitchell tries: bounded work for 100 tables. */
const MITCHELL_BUDGET = 4_000;

/**
 * The repeated meetings of a grouping, an empty place counting as in `meetings`: a pair that
 * met k times weighs k², so a third meeting costs more than two second ones.
 */
function rematches(groups: readonly Place[][], met: Map<string, number>): number {
  let sum = 0;
  for (const group of groups) {
    const ids = group.map((id) => id ?? EMPTY);
    for (let a = 0; a < ids.length; a++)
      for (let b = a + 1; b < ids.length; b++) if (ids[a] !== EMPTY || ids[b] !== EMPTY) sum += (met.get(pairKey(ids[a]!, ids[b]!)) ?? 0) ** 2;
  }
  return sum;
}

/**
 * Place 0 fixed, places 1… moved by different shifts (in order, within MITCHELL_BUDGET); when
 * every shift repeats a meeting, the seeded regrouping if it repeats fewer.
 */
function fewestRematches(
  before: readonly Place[][],
  plain: Place[][],
  move: (shifts: readonly number[]) => Place[][],
  size: number,
  met: Map<string, number>,
  random: () => number,
): Place[][] {
  const count = before.length;
  let best = plain;
  let bestCount = rematches(plain, met);
  let tried = 0;
  const shifts = [0];
  const search = (): void => {
    if (bestCount === 0 || tried >= MITCHELL_BUDGET) return;
    if (shifts.length === size) {
      tried++;
      const moved = move(shifts);
      const found = rematches(moved, met);
      if (found < bestCount) {
        best = moved;
        bestCount = found;
      }
      return;
    }
    for (let d = 1; d < count && bestCount > 0; d++) {
      if (shifts.includes(d)) continue;
      shifts.push(d);
      search();
      shifts.pop();
    }
  };
  // Two a table the shifts are the pairs' Mitchell again: past T turns they only repeat.
  if (size > 2) search();
  if (bestCount > 0) {
    const regrouped = regroup(best, size, met, random);
    if (rematches(regrouped, met) < bestCount) return regrouped;
  }
  return best;
}

/** How many swaps the regrouping tries over all its starts: bounded work for 100 tables. */
const REGROUP_BUDGET = 20_000;
/** Seeded starts of the regrouping, besides the movement's own grouping. */
const REGROUP_STARTS = 8;

/**
 * The field regrouped with the fewest repeated meetings, every choice drawn from the turn's
 * seed. Two a table: a depth-first search, in a drawn order, for pairs that all meet for the
 * first time. Else (and at tables of 3 or 4) local search: from the movement's grouping and
 * from drawn ones, two entrants of different tables swap while that repeats no more meetings,
 * keeping the grouping that repeats fewest. Empty places stay at their table.
 */
function regroup(start: readonly Place[][], size: number, met: Map<string, number>, random: () => number): Place[][] {
  let spare = 0;
  const named = start.map((group) => group.map((id) => id ?? `${EMPTY_PREFIX}g${spare++}`));
  const toPlaces = (groups: readonly string[][]): Place[][] => groups.map((group) => group.map((id) => (isEmpty(id) ? null : id)));
  if (size === 2) {
    // Pairs that leave a next turn without rematch too, when some drawn order finds them.
    let first: string[][] | null = null;
    for (let draw = 0; draw < REGROUP_STARTS; draw++) {
      const exact = pairWithoutRematch(shuffle(named.flat(), random), met);
      if (exact === null) break;
      first ??= exact;
      const after = new Map(met);
      for (const [a, b] of exact) after.set(pairKey(isEmpty(a!) ? EMPTY : a!, isEmpty(b!) ? EMPTY : b!), 1);
      if (pairWithoutRematch(named.flat(), after) !== null) return toPlaces(exact);
    }
    if (first !== null) return toPlaces(first);
  }
  const cost = (group: readonly string[]) => group.reduce((sum, a, i) => sum + group.slice(i + 1).reduce((s, b) => s + metCount(met, a, b) ** 2, 0), 0);
  const real = named.flat().filter((id) => !isEmpty(id));
  let best = named;
  let bestCost = named.reduce((sum, group) => sum + cost(group), 0);
  for (let start = 0; start <= REGROUP_STARTS && bestCost > 0; start++) {
    // Start 0 is the movement's grouping; the others put the drawn field where the real entrants sit.
    const drawn = shuffle(real, random);
    const groups = start === 0 ? named.map((group) => [...group]) : named.map((group) => group.map((id) => (isEmpty(id) ? id : drawn.pop()!)));
    let total = groups.reduce((sum, group) => sum + cost(group), 0);
    // Cost of x sitting with the rest of `group`, leaving out the place `skip`.
    const with_ = (x: string, group: readonly string[], skip: number) => group.reduce((sum, z, k) => (k === skip ? sum : sum + metCount(met, x, z) ** 2), 0);
    for (let step = 0; step < REGROUP_BUDGET / (REGROUP_STARTS + 1) && total > 0; step++) {
      const a = Math.floor(random() * groups.length);
      const b = Math.floor(random() * groups.length);
      const i = Math.floor(random() * size);
      const j = Math.floor(random() * size);
      const ga = groups[a]!;
      const gb = groups[b]!;
      const x = ga[i]!;
      const y = gb[j]!;
      if (a === b || isEmpty(x) || isEmpty(y)) continue;
      const delta = with_(y, ga, i) + with_(x, gb, j) - with_(x, ga, i) - with_(y, gb, j);
      if (delta > 0) continue;
      ga[i] = y;
      gb[j] = x;
      total += delta;
      if (total < bestCost) {
        best = groups.map((group) => [...group]);
        bestCost = total;
      }
    }
  }
  return toPlaces(best);
}

/**
 * How often two entrants met in the previous turns. An empty place counts as one entrant,
 * EMPTY: sitting with it (a robot, a rest at a tavolo zoppo) is a meeting too, so that the
 * same entrant does not rest, or play the robots, again while another can.
 */
function meetings(previous: readonly TurnSeating[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const turn of previous) {
    for (const group of previousGroups(turn)) {
      const ids = group.map((id) => id ?? EMPTY);
      for (let a = 0; a < ids.length; a++) {
        for (let b = a + 1; b < ids.length; b++) {
          const k = pairKey(ids[a]!, ids[b]!);
          met.set(k, (met.get(k) ?? 0) + 1);
        }
      }
    }
  }
  return met;
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/**
 * Art. 3.2 b 5: "i giocatori col maggior punteggio occuperanno i primi tavoli": the field in
 * standing order (those not in the standings after, in registration order; empty places last),
 * then grouped so that nobody meets again while that can be avoided.
 */
function danese(input: SeatTurnInput, ids: readonly string[], empties: readonly string[], size: number): string[][] {
  const place = new Map(input.standings.map((row, i) => [row.entrant, i]));
  const registration = new Map(ids.map((id, i) => [id, i]));
  const order = [...ids].sort(
    (a, b) => (place.get(a) ?? Number.MAX_SAFE_INTEGER) - (place.get(b) ?? Number.MAX_SAFE_INTEGER) || registration.get(a)! - registration.get(b)!,
  );
  const groups = oneIncomplete(groupInOrder([...order, ...empties], size, meetings(input.previous)), size);
  // Art. 3.1: the incomplete table is the last one.
  return [...groups.filter((g) => !g.some(isEmpty)), ...groups.filter((g) => g.some(isEmpty))];
}

/** Groups `order` (best first) so that the fewest pairs meet again, the best placed together. */
function groupInOrder(order: readonly string[], size: number, met: Map<string, number>): string[][] {
  if (size === 2) {
    const exact = pairWithoutRematch(order, met);
    if (exact !== null) return exact;
  }
  return greedyGroups(order, size, met);
}

/** Two empty places may meet again: they fill the same last table. */
const metCount = (met: Map<string, number>, a: string, b: string) =>
  isEmpty(a) && isEmpty(b) ? 0 : (met.get(pairKey(isEmpty(a) ? EMPTY : a, isEmpty(b) ? EMPTY : b)) ?? 0);

/**
 * Pairs with no rematch, each taking the best placed partner it may (a depth-first search in
 * standing order, bounded by DANESE_BUDGET steps); null when none was found.
 */
function pairWithoutRematch(order: readonly string[], met: Map<string, number>): string[][] | null {
  const used = new Array<boolean>(order.length).fill(false);
  const pairs: string[][] = [];
  let steps = 0;
  const search = (): boolean => {
    const first = used.indexOf(false);
    if (first < 0) return true;
    used[first] = true;
    for (let j = first + 1; j < order.length; j++) {
      if (used[j] || metCount(met, order[first]!, order[j]!) > 0) continue;
      if (++steps > DANESE_BUDGET) break;
      used[j] = true;
      pairs.push([order[first]!, order[j]!]);
      if (search()) return true;
      pairs.pop();
      used[j] = false;
    }
    used[first] = false;
    return false;
  };
  return search() ? pairs : null;
}

/** In order, each group filled with the next ones who have met the group least. */
function greedyGroups(order: readonly string[], size: number, met: Map<string, number>): string[][] {
  const left = [...order];
  const groups: string[][] = [];
  while (left.length > 0) {
    const group = [left.shift()!];
    while (group.length < size && left.length > 0) {
      let best = 0;
      let bestCount = Number.POSITIVE_INFINITY;
      left.forEach((id, i) => {
        const count = group.reduce((sum, other) => sum + metCount(met, id, other), 0);
        if (count < bestCount) {
          bestCount = count;
          best = i;
        }
      });
      group.push(left.splice(best, 1)[0]!);
    }
    groups.push(group);
  }
  return groups;
}

/**
 * Art. 3.2 b 6: everyone meets everyone. Two a table: the circle method over the first turn's
 * order (round r of N−1 rounds is turn r); else the seeded draws' fewest rematches.
 */
function italiano(input: SeatTurnInput, ids: readonly string[], empties: readonly string[], size: number, random: () => number): string[][] {
  const first = input.previous[0];
  if (size === 2 && first !== undefined) {
    const order = circleOrder(previousGroups(first));
    const field = new Set([...ids]);
    const realInOrder = order.filter((id): id is string => id !== null);
    const sameField = realInOrder.length === field.size && realInOrder.every((id) => field.has(id)) && order.length === ids.length + empties.length;
    if (sameField) {
      const round = input.previous.length % (order.length - 1);
      let spare = 0;
      const named = order.map((id) => id ?? `${EMPTY_PREFIX}c${spare++}`);
      return circleRound(named, round);
    }
  }
  const met = meetings(input.previous);
  let best: string[][] | null = null;
  let bestRematches = Number.POSITIVE_INFINITY;
  for (let draw = 0; draw < ITALIANO_DRAWS && bestRematches > 0; draw++) {
    const groups = oneIncomplete(greedyGroups([...shuffle(ids, random), ...empties], size, met), size);
    const rematches = groups.reduce((sum, g) => sum + g.reduce((s, a, i) => s + g.slice(i + 1).reduce((t, b) => t + metCount(met, a, b), 0), 0), 0);
    if (rematches < bestRematches) {
      best = groups;
      bestRematches = rematches;
    }
  }
  return best!;
}

/** The circle's order whose round 0 is the first turn: table i holds places i and N−1−i. */
function circleOrder(groups: readonly Place[][]): Place[] {
  const n = groups.length * 2;
  const order = new Array<Place>(n).fill(null);
  groups.forEach((group, i) => {
    order[i] = group[0] ?? null;
    order[n - 1 - i] = group[1] ?? null;
  });
  return order;
}

/** Round r of the circle method: place 0 stays, the others turn r steps. */
function circleRound(order: readonly string[], round: number): string[][] {
  const n = order.length;
  const rest = order.slice(1);
  const turned = [order[0]!, ...rest.slice(rest.length - round), ...rest.slice(0, rest.length - round)];
  return Array.from({ length: n / 2 }, (_, i) => [turned[i]!, turned[n - 1 - i]!]);
}

/** Groups → tables: zoppo or robots for empty places, seats drawn. */
function seatGroups(input: SeatTurnInput, groups: readonly string[][], random: () => number): TableSeating[] {
  const byId = new Map<string, Entrant>(input.entrants.map((e) => [e.id, e]));
  const tables: TableSeating[] = [];
  groups.forEach((group, g) => {
    const places: Place[] = group.map((id) => (isEmpty(id) ? null : id));
    const present = places.filter((id): id is string => id !== null).map((id) => byId.get(id)!);
    // Art. 3.1: a tavolo zoppo is "composto da una sola linea di gioco"; an individual table
    // short of one or three players is not one, and gets the other remedy, robots.
    const oneLineShort = input.format !== "individual" || present.length === 2;
    const zoppo = present.length < group.length && input.incomplete === "zoppo" && (input.tableSize !== 4 || oneLineShort);
    if (zoppo) checkZoppo(input, g + 1);
    if (input.format === "teams") tables.push(...teamMatch(places, present, g + 1, zoppo, random));
    else if (input.format === "pairs") tables.push(pairsTable(places, present, g + 1, zoppo, random));
    else tables.push(individualTable(input.tableSize, places, present, g + 1, zoppo, random));
  });
  return tables;
}

/** Art. 3.1: a tavolo zoppo is a table of 4. */
function checkZoppo(input: SeatTurnInput, group: number): void {
  const where = input.format === "teams" ? `incontro ${group}` : `tavolo ${group}`;
  if (input.tableSize !== 4) throw new TournamentError(`${where}: il tavolo zoppo è previsto solo per i tavoli da 4 (Art. 3.1): servono i robot`);
}

function individualTable(size: number, places: Place[], present: Entrant[], table: number, zoppo: boolean, random: () => number): TableSeating {
  if (zoppo) {
    // The two partners of the one line present (Art. 3.1), in a drawn order.
    const line = shuffle(present, random);
    return { table, match: null, players: line.map((e) => e.players[0]!), lines: [{ entrants: line.map((e) => e.id) }], zoppo: true, places };
  }
  // Seats drawn (Art. 3.3, 2); null is a robot. At 4, seats 0-2 and 1-3 are the lines.
  const seats = shuffle(places, random);
  const entrantOf = (id: Place) => (id === null ? [] : [id]);
  const lines =
    size === 4
      ? [
          [0, 2],
          [1, 3],
        ].map((pair) => ({ entrants: pair.flatMap((s) => entrantOf(seats[s]!)) }))
      : seats.map((id) => ({ entrants: entrantOf(id) }));
  return { table, match: null, players: seats.map((id) => (id === null ? null : present.find((e) => e.id === id)!.players[0]!)), lines, zoppo: false, places };
}

/** A pair's two players, in a drawn order (who sits at the lower seat). */
function drawnPair(players: readonly string[], random: () => number): [string, string] {
  const [a, b] = shuffle(players, random);
  return [a!, b!];
}

function pairsTable(places: Place[], present: Entrant[], table: number, zoppo: boolean, random: () => number): TableSeating {
  if (zoppo) {
    const pair = present[0]!;
    return { table, match: null, players: drawnPair(pair.players, random), lines: [{ entrants: [pair.id] }], zoppo: true, places };
  }
  const [line0, line1] = shuffle(places, random);
  const pairOf = (id: Place): [string | null, string | null] => (id === null ? [null, null] : drawnPair(present.find((e) => e.id === id)!.players, random));
  const [a0, a2] = pairOf(line0 ?? null);
  const [b1, b3] = pairOf(line1 ?? null);
  return {
    table,
    match: null,
    players: [a0, b1, a2, b3],
    lines: [{ entrants: line0 ? [line0] : [] }, { entrants: line1 ? [line1] : [] }],
    zoppo: false,
    places,
  };
}

/**
 * A team match, tables 2m−1 and 2m: the teams' first pairs at the first table, their second
 * pairs at the second, each team at line 0 at one table and line 1 at the other.
 */
function teamMatch(places: Place[], present: Entrant[], match: number, zoppo: boolean, random: () => number): TableSeating[] {
  const numbers = [2 * match - 1, 2 * match];
  if (zoppo) {
    const team = present[0]!;
    return numbers.map((table, i) => ({
      table,
      match,
      players: drawnPair(team.players.slice(2 * i, 2 * i + 2), random),
      lines: [{ entrants: [team.id] }],
      zoppo: true,
      places,
    }));
  }
  const [home, away] = shuffle(places, random);
  const pairOf = (id: Place | undefined, half: number): [string | null, string | null] =>
    id === undefined || id === null ? [null, null] : drawnPair(present.find((e) => e.id === id)!.players.slice(2 * half, 2 * half + 2), random);
  const entrantsOf = (id: Place | undefined) => (id === undefined || id === null ? [] : [id]);
  return numbers.map((table, half) => {
    const [line0, line1] = half === 0 ? [home, away] : [away, home];
    const [s0, s2] = pairOf(line0, half);
    const [s1, s3] = pairOf(line1, half);
    return { table, match, players: [s0, s1, s2, s3], lines: [{ entrants: entrantsOf(line0) }, { entrants: entrantsOf(line1) }], zoppo: false, places };
  });
}
