// Development cards, the rules: buying (from the app's shuffled deck or declared from the box)
// and playing knights, road building, year of plenty, monopoly and victory points.

import type { EdgeId, HexKey } from '../../../hex';
import { err, type Result } from '../../../result';
import { legalRoads, legalShips, roadProblem, shipProblem } from '../../build';
import { discovers, type GameContext, hasShips } from '../../context';
import { discover, withDiscoveries } from '../../discovery';
import { covers, get } from '../../hand';
import { shipCount, withShipAt } from '../../slices';
import { edgeIdx, fail, mainTurn, one, payFor, type R, strings, validSeat } from '../../turn';
import {
  type DevCard,
  type Discovery,
  type GameState,
  type RuleError,
  ruleError,
  type Seat,
  UNKNOWN_CARD,
} from '../../types';
import type { DecidePart } from '../kit';
import { robberTarget } from '../robber/decide';
import { ROAD_BUILDING_ROADS, YEAR_OF_PLENTY_TAKE } from './cards';
import { cardsLeft, unknownOf } from './unknown';

export const COMMANDS = [
  'buyDev',
  'declareDev',
  'playKnight',
  'playRoadBuilding',
  'placeFreeRoads',
  'playYearOfPlenty',
  'playMonopoly',
  'playVictoryPoint',
] as const;

export const decide: DecidePart<(typeof COMMANDS)[number]> = {
  buyDev: (s, ctx, c) => buyDev(s, ctx, c.seat, c.card),
  declareDev: (s, ctx, c) => declareDev(s, ctx, c.seat, c.card),
  playKnight: (s, ctx, c) => playKnight(s, ctx, c.seat, c.hex, c.victim),
  playRoadBuilding: (s, ctx, c) => playRoadBuilding(s, ctx, c.seat, c.edges, c.ships ?? []),
  placeFreeRoads: (s, ctx, c) => placeFreeRoads(s, ctx, c.seat, c.edges, c.ships ?? []),
  playYearOfPlenty: (s, ctx, c) => playYearOfPlenty(s, ctx, c.seat, c.resources),
  playMonopoly: (s, ctx, c) => playMonopoly(s, ctx, c.seat, c.resource),
  playVictoryPoint: (s, ctx, c) => playVictoryPoint(s, ctx, c.seat),
};

function buyDev(s: GameState, ctx: GameContext, seat: Seat, card: DevCard | undefined): R {
  if (!ctx.ruleset.devDeck)
    return fail('ERR_NO_SUCH_CARD', 'this ruleset has no development cards');
  const te = mainTurn(s, seat, { sbpOk: true });
  if (te) return err(te);
  if (cardsLeft(s) <= 0) return fail('ERR_DECK_EMPTY', 'no development cards left');
  const pay = payFor(s, ctx, seat, 'devCard');
  if (pay) return err(pay);
  if (s.config.options.devDeck === 'app') {
    const top = s.devDeck[0] as DevCard;
    return one({ type: 'devBought', seat, card: top, source: 'app' });
  }
  // Real cards: the card drawn stays unknown to the app unless the buyer names it.
  if (card === undefined)
    return one({ type: 'devBought', seat, card: UNKNOWN_CARD, source: 'table' });
  if (!s.devDeck.includes(card))
    return fail('ERR_NO_SUCH_CARD', 'declare the card drawn (one still in the box)', { card });
  return one({ type: 'devBought', seat, card, source: 'table' });
}

/** Real cards: the buyer names an unknown card it holds (its newest), from its phone. */
function declareDev(s: GameState, ctx: GameContext, seat: Seat, card: DevCard): R {
  if (!ctx.ruleset.devDeck || s.config.options.devDeck !== 'table')
    return fail('ERR_NO_SUCH_CARD', 'only cards drawn from the box are declared');
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  if (!validSeat(s, seat)) return fail('ERR_BAD_SEAT', `no seat ${seat}`);
  if (unknownOf(s, seat) === 0)
    return fail('ERR_NO_SUCH_CARD', 'no undeclared development card in hand');
  if (!s.devDeck.includes(card))
    return fail('ERR_NO_SUCH_CARD', `no ${card} card left in the box`, { card });
  return one({ type: 'devDeclared', seat, card });
}

/** Real cards: an unknown card may be named `card` only while the box still had one. */
/**
 * Real cards: an unknown card may be played as any kind. Which kinds the box still holds
 * hangs on other seats' private declarations, which the player cannot see; the card in their
 * hand is the truth (see withoutCard for the count).
 */
const nameable = (s: GameState, _card: DevCard): boolean => s.config.options.devDeck === 'table';

function canPlay(s: GameState, ctx: GameContext, seat: Seat, card: DevCard): RuleError | null {
  const te = mainTurn(s, seat, { beforeRoll: card === 'knight' });
  if (te) return te;
  const p = s.players[seat];
  if (!p) return ruleError('ERR_BAD_SEAT', `no seat ${seat}`);
  const named = nameable(s, card);
  const held = p.dev.filter((d) => d.card === card || (named && d.card === UNKNOWN_CARD));
  if (held.length === 0) return ruleError('ERR_NO_SUCH_CARD', `no ${card} card in hand`, { card });
  if (!held.some((d) => d.turn < s.turn.number))
    return ruleError('ERR_CARD_TOO_NEW', `a ${card} bought this turn cannot be played yet`, {
      card,
    });
  const per = ctx.ruleset.devPerTurn;
  if (per !== 'any' && s.turn.devPlayed >= per)
    return ruleError('ERR_DEV_LIMIT', `only ${per} development card per turn`, { limit: per });
  return null;
}

function playKnight(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  hex: HexKey | undefined,
  victim: Seat | null | undefined,
): R {
  const e = canPlay(s, ctx, seat, 'knight');
  if (e) return err(e);
  if (s.robber < 0 && !discovers(ctx)) return fail('ERR_NO_ROBBER', 'this game has no robber');
  // From a phone: the knight counts now and the robber's hex is tapped on the table next.
  if (hex === undefined) return one({ type: 'knightCalled', seat });
  const t = robberTarget(s, ctx, seat, hex, victim);
  if (!t.ok) return err(t.error);
  return one({ type: 'knightPlayed', seat, hex, ...t.value });
}

function playRoadBuilding(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  edges: readonly EdgeId[] | undefined,
  ships: readonly EdgeId[],
): R {
  const e = canPlay(s, ctx, seat, 'roadBuilding');
  if (e) return err(e);
  // From a phone: the card counts now and the free roads are tapped on the table next.
  if (edges === undefined) {
    if (ships.length > 0)
      return fail('ERR_BAD_COMMAND', 'ships are laid with roads, or both on the table');
    return one({ type: 'roadBuildingCalled', seat });
  }
  const laid = layFree(s, ctx, seat, edges, ships, ROAD_BUILDING_ROADS);
  if (!laid.ok) return err(laid.error);
  if (laid.value.more)
    return fail('ERR_BAD_ID', 'road building lays two pieces while any can be laid', {
      laid: edges.length + ships.length,
    });
  const { discovered } = laid.value;
  return one({
    type: 'roadBuildingPlayed',
    seat,
    edges: [...edges],
    ships: [...ships],
    ...(discovered.length ? { discovered } : {}),
  });
}

/**
 * Road building from a phone, on the table: lays one or more of the free pieces still owed
 * (none only when none fits: the "done" of a card that cannot be used up). The card ends when
 * all are laid or nothing more fits.
 */
function placeFreeRoads(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  edges: readonly EdgeId[],
  ships: readonly EdgeId[],
): R {
  if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
  const pend = s.turn.pending;
  if (pend?.kind !== 'freeRoads')
    return fail('ERR_WRONG_PHASE', 'free roads are laid only after road building is played');
  if (pend.seat !== seat) return fail('ERR_NOT_YOUR_TURN', `seat ${pend.seat} lays the roads`);
  const laid = layFree(s, ctx, seat, edges, ships, pend.left);
  if (!laid.ok) return err(laid.error);
  const n = edges.length + ships.length;
  if (n === 0 && laid.value.more)
    return fail('ERR_BAD_ID', 'lay a free road while one can be laid', { left: pend.left });
  const { discovered, more } = laid.value;
  return one({
    type: 'freeRoadsPlaced',
    seat,
    edges: [...edges],
    ships: [...ships],
    left: more ? pend.left - n : 0,
    ...(discovered.length ? { discovered } : {}),
  });
}

/**
 * Lays up to `max` free pieces one by one on a scratch state (the second may continue the
 * first). `more`: fewer than `max` were laid and another still fits.
 */
function layFree(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  edges: readonly EdgeId[],
  ships: readonly EdgeId[],
  max: number,
): Result<{ discovered: Discovery[]; more: boolean }, RuleError> {
  if (!strings(edges) || !strings(ships))
    return err(ruleError('ERR_BAD_COMMAND', 'edges and ships are lists of path ids'));
  if (ships.length > 0 && !hasShips(ctx))
    return err(ruleError('ERR_NOT_AT_SEA', 'this ruleset has no ships'));
  const n = edges.length + ships.length;
  if (n > max) return err(ruleError('ERR_BAD_ID', `at most ${max} free pieces`, { max }));
  let t: GameState = s;
  const p = s.players[seat];
  if (!p) return err(ruleError('ERR_BAD_SEAT', `no seat ${seat}`));
  let roadsLeft = ctx.ruleset.pieces.roads - p.roads;
  let shipsLeft = (ctx.ruleset.pieces.ships ?? 0) - shipCount(p);
  const discovered: Discovery[] = [];
  const lay = (id: EdgeId, ship: boolean): RuleError | null => {
    const i = edgeIdx(ctx, id);
    if (i === undefined) return ruleError('ERR_BAD_ID', `no path ${id} on this board`);
    if ((ship ? shipsLeft : roadsLeft) <= 0)
      return ruleError('ERR_NO_PIECES', `no ${ship ? 'ships' : 'roads'} left`);
    const why = (ship ? shipProblem : roadProblem)(t, ctx, seat, i, null);
    if (why) return ruleError(why, `no ${ship ? 'ship' : 'road'} on ${id}`, { edge: id });
    const ds = discover(t, ctx, i);
    discovered.push(...ds);
    t = ship
      ? withShipAt(t, i, seat)
      : { ...t, roads: t.roads.map((o, j) => (j === i ? seat : o)) };
    if (ds.length) t = withDiscoveries(t, ctx, ds, seat);
    if (ship) shipsLeft--;
    else roadsLeft--;
    return null;
  };
  for (const id of edges) {
    const x = lay(id, false);
    if (x) return err(x);
  }
  for (const id of ships) {
    const x = lay(id, true);
    if (x) return err(x);
  }
  const more =
    n < max &&
    ((roadsLeft > 0 && legalRoads(t, ctx, seat).length > 0) ||
      (shipsLeft > 0 && legalShips(t, ctx, seat).length > 0));
  return { ok: true, value: { discovered, more } };
}

function playYearOfPlenty(
  s: GameState,
  ctx: GameContext,
  seat: Seat,
  resources: readonly string[],
): R {
  const e = canPlay(s, ctx, seat, 'yearOfPlenty');
  if (e) return err(e);
  if (!Array.isArray(resources) || resources.length !== YEAR_OF_PLENTY_TAKE)
    return fail('ERR_BAD_CARDS', 'name two resources');
  const want: Record<string, number> = {};
  for (const r of resources) {
    if (!ctx.resources.includes(r)) return fail('ERR_UNKNOWN_RESOURCE', `no resource ${r}`);
    want[r] = (want[r] ?? 0) + 1;
  }
  if (!covers(s.bank, want)) return fail('ERR_BANK_EMPTY', 'the bank lacks those cards');
  return one({ type: 'yearOfPlentyPlayed', seat, resources: [...resources] });
}

function playMonopoly(s: GameState, ctx: GameContext, seat: Seat, resource: string): R {
  const e = canPlay(s, ctx, seat, 'monopoly');
  if (e) return err(e);
  if (!ctx.resources.includes(resource))
    return fail('ERR_UNKNOWN_RESOURCE', `no resource ${resource}`);
  const taken = s.players.map((p, i) => (i === seat ? 0 : get(p.hand, resource)));
  return one({ type: 'monopolyPlayed', seat, resource, taken });
}

function playVictoryPoint(s: GameState, ctx: GameContext, seat: Seat): R {
  // Real cards, the game over: an undeclared card is revealed as a victory point ("declared at
  // the end"). It counts in the final standings; the winner stays.
  if (s.phase === 'over') {
    if (!ctx.ruleset.devDeck || s.config.options.devDeck !== 'table')
      return fail('ERR_GAME_OVER', 'the game is over', { winner: s.winner });
    if (unknownOf(s, seat) === 0)
      return fail('ERR_NO_SUCH_CARD', 'no undeclared development card in hand to reveal', {
        winner: s.winner,
      });
    return one({ type: 'victoryPointPlayed', seat });
  }
  // Where hidden cards count (base game), revealing one is always allowed and is not a "play".
  if (ctx.ruleset.vpCardsCount === 'held') {
    if (s.phase !== 'play') return fail('ERR_WRONG_PHASE', `not during ${s.phase}`);
    const named = nameable(s, 'victoryPoint');
    const dev = s.players[seat]?.dev ?? [];
    if (!dev.some((d) => d.card === 'victoryPoint' || (named && d.card === UNKNOWN_CARD)))
      return fail('ERR_NO_SUCH_CARD', 'no victory point card in hand');
    return one({ type: 'victoryPointPlayed', seat });
  }
  const e = canPlay(s, ctx, seat, 'victoryPoint');
  if (e) return err(e);
  return one({ type: 'victoryPointPlayed', seat });
}
