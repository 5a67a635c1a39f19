'use client';
// The print page's download bar: Download, what the file holds and the ink it will use, with
// ink saver one tap away. On a phone it stays fixed at the bottom of the screen, so Download
// is in reach without scrolling past the piece list; beside the sketch on a wide screen.

import { formatFixed } from '@/app/ui/format';
import type { Lang } from '@/lib/i18n/names';
import type { PickerStrings } from './i18n-picker';

interface Props {
  readonly lang: Lang;
  readonly href: string;
  readonly label: string;
  readonly error: boolean;
  /** What the file holds ("12 pages · 80 pieces"), when it can be planned. */
  readonly summary: string | null;
  /** The ink the file will use, A4 pages of solid black, when it can be planned. */
  readonly ink: number | null;
  readonly inkSaver: boolean;
  readonly setInkSaver: (on: boolean) => void;
  /** False until React has hydrated the page (its controls answer only then). */
  readonly ready: boolean;
  readonly tp: PickerStrings;
}

export function DownloadBar(p: Props) {
  return (
    <div
      data-testid="download-bar"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-300 bg-white/95 px-4 py-2 shadow-[0_-2px_8px_rgba(0,0,0,0.12)] backdrop-blur lg:static lg:z-auto lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none dark:border-stone-600 dark:bg-stone-900/95 lg:dark:bg-transparent"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 lg:block lg:space-y-2">
        <a
          href={p.href}
          download
          aria-disabled={p.error}
          className={`block min-w-40 flex-1 rounded-lg px-4 py-2.5 text-center text-lg font-semibold text-white lg:py-3 ${p.error ? 'pointer-events-none bg-stone-400' : 'bg-sky-700 hover:bg-sky-800'}`}
        >
          {p.label}
        </a>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {p.summary && (
            <span data-testid="page-count" className="whitespace-nowrap">
              {p.summary}
            </span>
          )}
          {p.ink !== null && (
            <span data-testid="ink" className="whitespace-nowrap">
              {p.tp.ink(formatFixed(p.lang, p.ink, p.ink < 1 ? 2 : 1))}
            </span>
          )}
          <label className="flex items-center gap-1.5 whitespace-nowrap font-medium">
            <input
              type="checkbox"
              name="inkSaver"
              disabled={!p.ready}
              checked={p.inkSaver}
              onChange={(e) => p.setInkSaver(e.target.checked)}
            />
            {p.tp.inkSaver}
          </label>
        </div>
      </div>
    </div>
  );
}
