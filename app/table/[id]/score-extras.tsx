'use client';

// The scoreboard's breakdown of the points that are not buildings (issue 29: "a 12 with +5 home
// base inside looks like any 12"): the Intimate Settlers home-base award and islands, victory
// point cards shown, longest road and largest army — each "+n what", from the engine's own
// score parts (scoreOf), public facts only.

import { useLang } from '@/app/ui/use-lang';
import { scoreOf } from '@/lib/game/score';
import { publicState } from '@/lib/game/spots';
import type { GameView } from '@/lib/game/view';
import type { Lang } from '@/lib/i18n/names';

/**
 * The parts shown, in this order, and their words. Longest road and largest army are not among
 * them: the card's badge already names them, and a second line made five seats' cards too tall
 * for the payout strip at 1024×768 (table-payees.test.ts).
 */
const PARTS = ['homeBase', 'islands', 'vpCards'] as const;
type Part = (typeof PARTS)[number];

const WORDS: Readonly<Record<Lang, Readonly<Record<Part, string>>>> = {
  en: {
    homeBase: 'home base',
    islands: 'islands',
    vpCards: 'VP cards',
  },
  sv: {
    homeBase: 'hembas',
    islands: 'öar',
    vpCards: 'poängkort',
  },
  de: {
    homeBase: 'Heimatinsel',
    islands: 'Inseln',
    vpCards: 'Siegpunktkarten',
  },
  da: {
    homeBase: 'hjemmebase',
    islands: 'øer',
    vpCards: 'pointkort',
  },
};

/** "+5 home base · +1 islands" for seat `seat`, or nothing when it has no such points. */
export function ScoreExtras({ view, seat }: { view: GameView; seat: number }) {
  const { lang } = useLang();
  const parts = scoreOf(publicState(view), seat).parts;
  const shown = PARTS.filter((k) => (parts[k] ?? 0) > 0);
  if (shown.length === 0) return null;
  return (
    <div className="text-base text-stone-200" data-testid={`score-extras-${seat}`}>
      {shown.map((k) => `+${parts[k]} ${WORDS[lang][k]}`).join(' · ')}
    </div>
  );
}
