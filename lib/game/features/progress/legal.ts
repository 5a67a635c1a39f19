// Progress cards, what may be offered now: the seat's own cards that decide() accepts now, each
// with every command its board choices allow (the alchemist's dice, the inventor's pairs of
// hexes, the diplomat's open roads …), a hand over the limit's discards, a tied defender's
// draw, and the choice a card waits for from this seat (its own answer commands).

import type { EdgeId, HexKey, VertexId } from '../../../hex';
import {
  PROGRESS_DECKS,
  type ProgressCardId,
  type ProgressDeck,
  progressCardsOf,
} from '../../../rules/progress-cards';
import { TRACKS } from '../../../rules/rulesets';
import { roadProblem } from '../../build';
import { get } from '../../hand';
import type { CommandOf, LegalPart } from '../../legal';
import { publicState } from '../../spots';
import { hexKeyOf } from '../../turn';
import type { BoardCardId, ProgressChoice, Seat } from '../../types';
import { UNKNOWN_CARD } from '../../types';
import { displacedSpots } from '../knights/decide';
import { baseResources, commoditiesOf, isBoardCard, mayDeclare, waitingFor } from './cards';
import { intrigueKnights, inventorHexes, merchantHexes, openRoad, play } from './decide';

/** A progress card the seat may play now, with its commands (each accepted by decide()). */
export interface ProgressPlay {
  readonly card: ProgressCardId;
  readonly commands: readonly CommandOf<'playProgress'>[];
  /**
   * A board card (cards.ts BOARD_CARDS): the play that names no spot, as a phone sends it — the
   * card is shown now and its spot tapped on the tablet next (`board`).
   */
  readonly call?: CommandOf<'playProgress'>;
}

/** A card called from a phone whose spot the board is tapped for now: its seat and plays. */
export interface ProgressBoard {
  readonly seat: Seat;
  readonly card: BoardCardId;
  /** Every play decide() accepts now, each naming its spots (the inventor's pairs once). */
  readonly commands: readonly CommandOf<'playProgress'>[];
}

/** The choice a progress card waits for from this seat, with its answers. */
export interface ProgressAnswerAction {
  readonly card: ProgressChoice['card'];
  /** The player who played the card. */
  readonly player: Seat;
  /** Cards to give, take or discard (wedding, master merchant, saboteur, commercial harbor:
   * 1 commodity): the screen fills `cards` of `command` with this many; 0: no cards asked. */
  readonly count: number;
  /** Where the cards come from: this seat's own hand, or the looked-at target's (master merchant). */
  readonly from: Seat | null;
  /** The answer with nothing filled in (cards answers). */
  readonly command: CommandOf<'answerProgress'>;
  /** Every answer decide() takes where it is a pick from a list (a commodity, a card, a knight, a spot). */
  readonly commands: readonly CommandOf<'answerProgress'>[];
}

export interface ProgressActions {
  /** The seat's own cards (null where this view does not hold them); how many; the limit. */
  readonly hand: readonly ProgressCardId[] | null;
  readonly count: number;
  readonly limit: number;
  /** Cards decide() accepts now, each with its commands ([] where the hand is not in this view). */
  readonly plays: readonly ProgressPlay[];
  /**
   * Real cards: this seat's undeclared cards by colour (null where this view does not hold
   * them; zeros with the app's decks).
   */
  readonly unknown: Readonly<Record<ProgressDeck, number>> | null;
  /** Real cards: each kind an undeclared card of this seat's may be named as (declareProgress). */
  readonly declares: readonly CommandOf<'declareProgress'>[];
  /** Over the limit: one command per card held (it goes back under its deck); an undeclared
   * one by its colour. */
  readonly discards: readonly CommandOf<'discardProgress'>[];
  /** A tied defender's draw, when it is this seat's: one per deck with cards left. */
  readonly draws: readonly CommandOf<'drawProgress'>[];
  /** The choice a progress card waits for from this seat now. */
  readonly answer: ProgressAnswerAction | null;
  /** Any viewer: a card called from a phone waits for its spot on the board (null: none). */
  readonly board: ProgressBoard | null;
  /** Any viewer: which card the game waits for and from whom (null: none). */
  readonly waiting: {
    readonly card: ProgressChoice['card'];
    readonly seats: readonly Seat[];
  } | null;
}

type Args = Omit<CommandOf<'playProgress'>, 'type' | 'seat' | 'card'>;

export const legal: LegalPart<'progress'> = (view, ctx, seat) => {
  const pv = view.progress;
  const rules = ctx.ruleset.features.progress;
  if (!pv || !rules) return { progress: null };
  // The view's public state holds no other hand; a spy asks only how many cards the target
  // holds (public), so each hidden hand stands in as that many cards of no meaning.
  const pub = publicState(view);
  const s = pub.progress
    ? {
        ...pub,
        progress: {
          ...pub.progress,
          hands: pv.counts.map(
            (n, i) => pv.hands[i] ?? Array.from({ length: n }, () => 'spy' as const),
          ),
        },
      }
    : pub;
  const own = pv.hands[seat] ?? null;
  const pend = view.phase === 'play' ? view.turn.pending : null;
  const ch = pend?.kind === 'progress' ? pend.choice : null;
  const goods = ctx.ruleset.features.commodities?.of;
  const vid = (v: number) => ctx.topo.vertices[v] as VertexId;
  const hid = (h: number): HexKey => hexKeyOf(ctx, h);
  // Every command each card's board choices allow, then those decide() accepts.
  const options = (card: ProgressCardId): Args[] => {
    switch (card) {
      case 'alchemist':
        return [1, 2, 3, 4, 5, 6].flatMap((r) =>
          [1, 2, 3, 4, 5, 6].map((y) => ({ dice: [r, y] as const })),
        );
      case 'crane':
        return TRACKS.flatMap((track) => [
          { track },
          ...s.buildings.flatMap((b, v) =>
            b?.kind === 'city' && b.seat === seat ? [{ track, metropolis: vid(v) }] : [],
          ),
        ]);
      case 'engineer':
      case 'medicine':
        return s.buildings.flatMap((b, v) => (b?.seat === seat ? [{ vertex: vid(v) }] : []));
      case 'inventor': {
        const hs = inventorHexes(s, ctx);
        return hs.flatMap((a, i) => hs.slice(i + 1).map((b) => ({ hexes: [hid(a), hid(b)] })));
      }
      case 'smith': {
        const ks = (s.knightPieces ?? []).flatMap((k, v) => (k?.seat === seat ? [v] : []));
        return ks.flatMap((a, i) => [
          { vertices: [vid(a)] },
          ...ks.slice(i + 1).map((b) => ({ vertices: [vid(a), vid(b)] })),
        ]);
      }
      case 'commercialHarbor': {
        // Nothing offered, or one resource held offered to every opponent that the hand covers.
        const h = s.players[seat]?.hand ?? {};
        const n = s.players.length - 1;
        return [
          { offers: s.players.map(() => null) },
          ...baseResources(ctx.resources, goods)
            .filter((r) => get(h, r) >= n)
            .map((r) => ({ offers: s.players.map((_, i) => (i === seat ? null : r)) })),
        ];
      }
      case 'masterMerchant':
      case 'spy':
      case 'deserter':
        return s.players.flatMap((_, t) => (t === seat ? [] : [{ target: t }]));
      case 'merchant':
        return merchantHexes(s, ctx, seat).map((h) => ({ hex: hid(h) }));
      case 'merchantFleet':
        return ctx.resources.map((resource) => ({ resource }));
      case 'resourceMonopoly':
        return baseResources(ctx.resources, goods).map((resource) => ({ resource }));
      case 'tradeMonopoly':
        return commoditiesOf(goods).map((resource) => ({ resource }));
      case 'bishop':
        return ctx.topo.hexes.map((_, h) => ({ hex: hid(h) }));
      case 'diplomat':
        // Any open road taken up; one's own may also be laid again at once where a road fits.
        return s.roads.flatMap((o, e) => {
          if (o === null) return [];
          const edge = ctx.topo.edges[e] as EdgeId;
          if (o !== seat || !openRoad(s, ctx, e)) return [{ edge }];
          const without = { ...s, roads: s.roads.map((x, i) => (i === e ? null : x)) };
          const again = ctx.topo.edges.flatMap((to, f) =>
            f !== e && roadProblem(without, ctx, seat, f, null) === null ? [{ edge, to }] : [],
          );
          return [{ edge }, ...again];
        });
      case 'intrigue':
        return intrigueKnights(s, ctx, seat).map((v) => ({ vertex: vid(v) }));
      default:
        return [{}];
    }
  };
  const listed = (card: ProgressCardId) =>
    options(card)
      .map((a): CommandOf<'playProgress'> => ({ type: 'playProgress', seat, card, ...a }))
      .filter((c) => play(s, ctx, seat, c).ok);
  const called = pend?.kind === 'progressBoard' ? pend : null;
  const plays: ProgressPlay[] = [];
  // While a called card waits for its spot, nothing else is played.
  for (const card of called ? [] : new Set(own ?? [])) {
    const commands = listed(card);
    const call = { type: 'playProgress' as const, seat, card };
    if (commands.length) plays.push({ card, commands, ...(isBoardCard(card) ? { call } : {}) });
  }
  const board =
    called && called.seat === seat
      ? { seat, card: called.card, commands: listed(called.card) }
      : null;
  const over = pv.over.includes(seat) && own !== null;
  const unknown = pv.unknown[seat] ?? null;
  const hidden = PROGRESS_DECKS.filter((deck) => (unknown?.[deck] ?? 0) > 0);
  const discards = over
    ? [
        ...[...new Set(own)].map((card) => ({ type: 'discardProgress' as const, seat, card })),
        ...hidden.map(
          (deck): CommandOf<'discardProgress'> => ({
            type: 'discardProgress',
            seat,
            card: UNKNOWN_CARD,
            deck,
          }),
        ),
      ]
    : [];
  // Real cards: each kind of an undeclared card's colour the seat may name it as.
  const declares =
    view.phase === 'play'
      ? hidden.flatMap((deck) =>
          progressCardsOf(deck)
            .filter((card) => mayDeclare(s.progress ?? { hands: [], shown: [] }, seat, card))
            .map((card) => ({ type: 'declareProgress' as const, seat, card })),
        )
      : [];
  const draws =
    view.phase === 'play' && pv.owedDraws[0] === seat
      ? PROGRESS_DECKS.filter((d) => pv.decks[d] > 0).map((deck) => ({
          type: 'drawProgress' as const,
          seat,
          deck,
        }))
      : [];
  return {
    progress: {
      hand: own,
      count: pv.counts[seat] ?? 0,
      limit: rules.handLimit,
      plays,
      unknown,
      declares,
      discards,
      draws,
      answer: ch && waitingFor(ch).includes(seat) ? answerFor(view, ch, seat, s, ctx) : null,
      board,
      waiting: ch ? { card: ch.card, seats: waitingFor(ch) } : null,
    },
  };
};

function answerFor(
  view: Parameters<LegalPart<'progress'>>[0],
  ch: ProgressChoice,
  seat: Seat,
  s: ReturnType<typeof publicState>,
  ctx: Parameters<LegalPart<'progress'>>[1],
): ProgressAnswerAction {
  const command = { type: 'answerProgress' as const, seat };
  const base = { card: ch.card, player: ch.seat, command, count: 0, from: null, commands: [] };
  const own = view.players[seat]?.hand ?? null;
  const size = (h: Readonly<Record<string, number>> | null | undefined) =>
    h ? Object.values(h).reduce((a, b) => a + b, 0) : (view.players[seat]?.handCount ?? 0);
  switch (ch.card) {
    case 'wedding':
      return { ...base, count: Math.min(2, size(own)), from: seat };
    case 'saboteur':
      return { ...base, count: ch.owed[seat] ?? 0, from: seat };
    case 'masterMerchant': {
      const look = view.progress?.look?.hand;
      const n = look ? size(look) : (view.players[ch.target]?.handCount ?? 0);
      return { ...base, count: Math.min(2, n), from: ch.target };
    }
    case 'commercialHarbor': {
      const cs = commoditiesOf(ctx.ruleset.features.commodities?.of);
      const held = own ? cs.filter((c) => get(own, c) > 0) : cs;
      return {
        ...base,
        count: 1,
        from: seat,
        commands: held.map((c) => ({ ...command, cards: { [c]: 1 } })),
      };
    }
    case 'spy': {
      if (ch.onTarget) {
        // Real cards: the target's own screen shows its cards, and the spy's player picks there.
        const own = view.progress?.hands[seat] ?? [];
        const unknown = view.progress?.unknown[seat] ?? null;
        return {
          ...base,
          commands: [
            ...[...new Set(own)].map((card) => ({ ...command, card })),
            ...PROGRESS_DECKS.filter((deck) => (unknown?.[deck] ?? 0) > 0).map(
              (deck): CommandOf<'answerProgress'> => ({ ...command, card: UNKNOWN_CARD, deck }),
            ),
            { ...command, card: null },
          ],
        };
      }
      const cards = view.progress?.look?.cards ?? [];
      return {
        ...base,
        commands: [
          ...[...new Set(cards)].map((card) => ({ ...command, card })),
          { ...command, card: null },
        ],
      };
    }
    case 'deserter': {
      if (!ch.knight) {
        const mine = (s.knightPieces ?? []).flatMap((k, v) =>
          k?.seat === seat ? [{ ...command, vertex: ctx.topo.vertices[v] as VertexId }] : [],
        );
        return { ...base, commands: mine };
      }
      const spots = displacedSpots(s, ctx, seat).map((v) => ({
        ...command,
        vertex: ctx.topo.vertices[v] as VertexId,
      }));
      return { ...base, commands: [...spots, { ...command, vertex: null }] };
    }
  }
}
