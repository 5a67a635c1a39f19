// The tablet's sign that a player's phone follows the game: a small phone drawn in code,
// with the words for screen readers (and a tooltip). Not a button: nothing to tap.
import type { Lang } from '@/lib/i18n/names';
import { UI } from './i18n';

/** A phone with a signal wave; `size` in CSS pixels. */
export function PhoneIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="inline-block shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {/* The phone's body, its screen's bottom edge and its button. */}
      <rect x={3} y={5} width={10} height={17} rx={2} />
      <path d="M3 17.5h10" />
      <circle cx={8} cy={19.8} r={0.6} fill="currentColor" />
      {/* Two waves off its top corner: it is connected. */}
      <path d="M16 6a3 3 0 0 1 3 3M16 2a6 6 0 0 1 6 6" />
    </svg>
  );
}

/** Marks `name`'s phone as connected, in `lang`. */
export function PhoneMark({ name, lang, testId }: { name: string; lang: Lang; testId?: string }) {
  const words = UI[lang].phoneOnline(name);
  return (
    <span
      className="inline-flex shrink-0 items-center text-emerald-300"
      title={words}
      data-testid={testId}
    >
      <PhoneIcon size={20} />
      <span className="sr-only">{words}</span>
    </span>
  );
}
