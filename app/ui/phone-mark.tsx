// The tablet's sign that a player's phone follows the game: a small phone drawn in code,
// with the words for screen readers (and a tooltip). Not a button: nothing to tap.

import { useLang } from '@/app/ui/use-lang';
import type { Lang } from '@/lib/i18n/names';
import { LineIcon } from './line-icon';

/** The words for screen readers and the tooltip (its own, so the tablet loads no studio words). */
export const PHONE_ONLINE: Readonly<Record<Lang, (name: string) => string>> = {
  en: (name) => `${name}: phone connected`,
  sv: (name) => `${name}: telefonen är ansluten`,
  de: (name) => `${name}: Handy verbunden`,
  da: (name) => `${name}: telefonen er forbundet`,
};

/**
 * A phone with a signal wave: its body, its screen's bottom edge, its button (a dot drawn by
 * the round cap) and two waves off its top corner.
 */
const PHONE =
  'M5 5h6a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 17.5h10M8 19.8h.01' +
  'M16 6a3 3 0 0 1 3 3M16 2a6 6 0 0 1 6 6';

/** Marks `name`'s phone as connected, in the page's language. */
export function PhoneMark({ name, testId }: { name: string; testId?: string }) {
  const { lang } = useLang();
  const words = PHONE_ONLINE[lang](name);
  return (
    <span
      className="inline-flex shrink-0 items-center text-emerald-300"
      title={words}
      data-testid={testId}
    >
      <LineIcon d={PHONE} size={20} strokeWidth={2} />
      <span className="sr-only">{words}</span>
    </span>
  );
}
