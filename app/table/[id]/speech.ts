// The spoken table's sentence for a roll: who rolled what, then who gets what (or that nobody
// gets anything, or on a 7 the robber and who discards). Pure, so each language is unit-tested;
// spoken-table.tsx hands it to the browser's speech synthesis.

import type { GameConfig, Hand } from '@/lib/game';
import type { Lang } from '@/lib/i18n/names';
import { getRuleset } from '@/lib/rules/rulesets';
import { nameOf, type PayoutView, resName } from './describe';
import type { SpeechStrings } from './i18n-speech';

export interface Utterance {
  readonly text: string;
  /** A BCP 47 tag for the voice: en-GB, sv-SE, de-DE, da-DK. */
  readonly lang: string;
}

/** "2 Lumber and 1 Ore" (the resources in the hand's order). */
function spokenCards(w: SpeechStrings, lang: Lang, hand: Hand, nicknames: boolean): string {
  const parts = Object.entries(hand)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([r, n]) => `${n} ${resName(lang, r, nicknames)}`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${w.and} ${parts[parts.length - 1]}`;
}

export function rollUtterance(
  w: SpeechStrings,
  lang: Lang,
  config: GameConfig,
  roll: PayoutView,
  nicknames = false,
): Utterance {
  const name = (s: number) => nameOf(config, s);
  const said = [w.rolled(name(roll.seat), roll.sum)];
  // A 7 moves the robber where the board is drawn; Starfarers' printed board has none.
  if (roll.sum === 7 && !getRuleset(config.ruleset).features.printedBoard) {
    said.push(w.robber);
    for (const o of roll.owed ?? []) said.push(w.mustDiscard(name(o.seat), o.n));
  } else if (roll.received.length === 0) {
    said.push(w.nobody);
  } else {
    for (const r of roll.received)
      said.push(w.gets(name(r.seat), spokenCards(w, lang, r.hand, nicknames)));
  }
  return { text: said.join(' '), lang: w.tag };
}
