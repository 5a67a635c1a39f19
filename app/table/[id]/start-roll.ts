// "Roll for it" in words: each player's start roll, round by round (a tie rolls again, only the
// tied players), and who starts. Pure: from the orderDecided event and the game's players.

import type { GameConfig, SeenEvent } from '@/lib/game';
import type { Lang } from '@/lib/i18n/names';
import type { TableStrings } from './i18n';
import { START_ROLL } from './i18n-start-roll';

type OrderDecided = Extract<SeenEvent, { type: 'orderDecided' }>;

const nameAt = (config: GameConfig, seat: number) => config.players[seat]?.name ?? `#${seat + 1}`;

/** "Ann 5 · Bo 9 · Cy 9; tie, again: Bo 4 · Cy 11" — "" when the table chose who starts. */
export function startRollsText(
  lang: Lang,
  config: GameConfig,
  rolls: OrderDecided['rolls'],
): string {
  return rolls
    .map((round) =>
      round
        .map((n, seat) => (n === null ? null : `${nameAt(config, seat)} ${n}`))
        .filter((x) => x !== null)
        .join(' · '),
    )
    .join(`; ${START_ROLL[lang].again} `);
}

/** "Cy starts (Ann 5 · Bo 9 · Cy 9; tie, again: Bo 4 · Cy 11)", or "Cy starts" when tapped. */
export function orderLine(
  t: TableStrings,
  lang: Lang,
  config: GameConfig,
  e: OrderDecided,
): string {
  const who = nameAt(config, e.first);
  const rolls = startRollsText(lang, config, e.rolls);
  return rolls ? t.startRolls(who, rolls) : t.ev.orderDecided(who);
}
