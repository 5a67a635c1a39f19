'use client';
// The new-game form's start bar, fixed to the bottom of the screen: the page keeps room for it
// below its content (onHeight), and scrolling to a control (keyboard focus, scrollIntoView)
// stops above it, so no option can sit under the bar where a tap would start the game instead.

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Lang } from '@/lib/i18n/names';
import type { NEW_GAME } from './i18n';
import { PRIMARY } from './ui';

export function StartBar({
  error,
  busy,
  t,
  onHeight,
}: {
  error: string | null;
  busy: boolean;
  t: (typeof NEW_GAME)[Lang];
  onHeight: (px: number) => void;
}) {
  const bar = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    const measure = () => setHeight(Math.ceil(el.getBoundingClientRect().height));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  useEffect(() => {
    onHeight(height);
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${height}px`;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [height, onHeight]);
  return (
    <div
      ref={bar}
      data-testid="start-bar"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-700 bg-stone-950 px-4 py-3 sm:px-6"
    >
      <div className="mx-auto max-w-7xl">
        {error ? (
          <p
            role="alert"
            data-testid="create-error"
            className="mb-3 rounded-lg border border-red-400 bg-red-950 p-3 text-lg text-red-100"
          >
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          data-testid="create-game"
          disabled={busy}
          className={`${PRIMARY} w-full text-xl sm:w-auto sm:min-w-64`}
        >
          {busy ? t.creating : t.create}
        </button>
      </div>
    </div>
  );
}
