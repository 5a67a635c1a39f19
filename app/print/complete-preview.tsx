// The /print sketch of a complete game's own sheets: seat pieces in their colours with the
// initial, dice-deck cards, and the rules page as its title over grey lines.

import { PROGRESS_CARDS } from '@/lib/rules/progress-cards';
import { DECK_FILL } from '@/print/ck-pieces';
import { COMPLETE_NAMES } from '@/print/i18n-complete-names';
import { pawnLook } from '@/print/pawn-colour';
import type { Placed, Plan } from '@/print/plan';

export function CompletePiece({ p, plan }: { p: Placed; plan: Plan }) {
  const piece = p.item.piece;
  const saver = plan.options.inkSaver;
  const cx = p.x + p.w / 2;
  const cy = p.y + p.h / 2;
  if (piece.kind === 'pawn') {
    const look = pawnLook(piece.colour, plan.options.lang);
    return (
      <g>
        {piece.shape === 'marker' ? (
          <circle
            cx={cx}
            cy={cy}
            r={p.w / 2}
            fill={saver ? '#fff' : look.fill}
            stroke="#6b6b6b"
            strokeWidth={0.2}
          />
        ) : (
          <rect
            x={p.x}
            y={p.y}
            width={p.w}
            height={p.h}
            fill={saver ? '#fff' : look.fill}
            stroke="#6b6b6b"
            strokeWidth={0.2}
          />
        )}
        <text
          x={cx}
          y={cy}
          fontSize={Math.min(p.w, p.h) * 0.5}
          textAnchor="middle"
          dominantBaseline="central"
          fontWeight={700}
        >
          {look.initial}
        </text>
      </g>
    );
  }
  if (piece.kind === 'dice') {
    const back = p.side === 'back';
    return (
      <g>
        <rect
          x={p.x}
          y={p.y}
          width={p.w}
          height={p.h}
          rx={2.4}
          fill={saver ? '#fff' : back ? '#2f3e46' : '#f3e9cf'}
          stroke="#6b6b6b"
          strokeWidth={0.2}
        />
        {!back && (
          <text
            x={cx}
            y={cy}
            fontSize={p.w * 0.35}
            textAnchor="middle"
            dominantBaseline="central"
            fontWeight={700}
          >
            {piece.a + piece.b}
          </text>
        )}
      </g>
    );
  }
  if (piece.kind === 'ckPart') {
    // The expansion's pieces as their outline: a progress card in its deck's colour, a
    // coloured piece in its seat's, the rest in parchment.
    const ck = piece.ck;
    const colour =
      ck.part === 'progress'
        ? DECK_FILL[PROGRESS_CARDS[ck.card].deck]
        : ck.part === 'metropolis'
          ? DECK_FILL[ck.track]
          : 'colour' in ck
            ? pawnLook(ck.colour, plan.options.lang).fill
            : '#f3e9cf';
    const round = ck.part === 'merchant';
    return round ? (
      <circle
        cx={cx}
        cy={cy}
        r={p.w / 2}
        fill={saver ? '#fff' : colour}
        stroke="#6b6b6b"
        strokeWidth={0.2}
      />
    ) : (
      <rect
        x={p.x}
        y={p.y}
        width={p.w}
        height={p.h}
        rx={1.5}
        fill={saver || (ck.part === 'knight' && p.side === 'back') ? '#fff' : colour}
        stroke="#6b6b6b"
        strokeWidth={0.2}
      />
    );
  }
  return null;
}

export function RulesSketch({ plan }: { plan: Plan }) {
  const o = plan.options;
  if (o.complete === 'none') return null;
  const w = COMPLETE_NAMES[o.lang];
  const m = o.margin;
  const lines = Array.from({ length: 28 }, (_, i) => m + 16 + i * 7);
  return (
    <g>
      <text x={m} y={m + 7} fontSize={6} fontWeight={700}>
        {w.title(w.rulesetName[o.complete])}
      </text>
      {lines.map((y) => (
        <line
          key={y}
          x1={m + 3}
          x2={plan.paper.w - m - (y % 3) * 20}
          y1={y}
          y2={y}
          stroke="#ccc"
          strokeWidth={1.2}
        />
      ))}
    </g>
  );
}
