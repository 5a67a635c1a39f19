'use client';
// The print kit's form: pieces with counts (or "this board"), paper and options, a live
// preview of page one from /api/print?preview=1, and a download link for the whole PDF.
// It only builds the query; /api/print validates everything and says what is wrong.

import { useEffect, useMemo, useState } from 'react';
import { boardFromShare } from '@/lib/board';
import { RESOURCES, TERRAINS, TOKEN_VALUES } from '@/lib/rules/vocab';
import { parseOptions } from '@/print/options';
import { COST_RULESETS, DEV_KINDS, ROBBER_STYLES, SPECIALS } from '@/print/pieces';
import { type Plan, planKit } from '@/print/plan';
import { PagePreview } from './page-preview';

const GROUPS: readonly { title: string; ids: readonly string[] }[] = [
  { title: 'Hex tiles', ids: TERRAINS.map((t) => `hex:${t}`) },
  { title: 'Harbor pieces', ids: ['any', ...RESOURCES].map((t) => `harbor:${t}`) },
  { title: 'Harbor hexes (sea)', ids: ['any', ...RESOURCES].map((t) => `hex:sea:${t}`) },
  { title: 'Number tokens', ids: TOKEN_VALUES.map((v) => `token:${v}`) },
  { title: 'Resource cards', ids: RESOURCES.map((r) => `card:${r}`) },
  { title: 'Development cards', ids: DEV_KINDS.map((d) => `dev:${d}`) },
  { title: 'Building costs', ids: COST_RULESETS.map((r) => `cost:${r}`) },
  { title: 'Special cards', ids: SPECIALS.map((s) => `special:${s}`) },
  { title: 'Robber', ids: ROBBER_STYLES.map((s) => `robber:${s}`) },
  { title: 'Score track', ids: ['track:10', 'track:15', 'track:18'] },
];

/** Cost cards are named after their game, not the ruleset's id. */
const COST_NAMES: Readonly<Record<string, string>> = {
  'cost:base': 'Base game',
  'cost:base56': '5–6 players',
  'cost:mupp37': 'House variant',
  'cost:intimate': 'Intimate Settlers',
};

const nice = (id: string) =>
  COST_NAMES[id] ??
  (id.split(':').slice(-1)[0] ?? id)
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase());

interface Opts {
  paper: string;
  lang: string;
  nicknames: boolean;
  backs: string;
  margin: string;
  gap: string;
  bleed: string;
  scale: string;
  hex: string;
  token: string;
  cutLines: boolean;
  cropMarks: boolean;
  inkSaver: boolean;
  names: boolean;
  calibration: boolean;
  guide: boolean;
  water: boolean;
}

const DEFAULTS: Opts = {
  paper: 'a4',
  lang: 'en',
  nicknames: false,
  backs: 'duplex',
  margin: '10',
  gap: '2',
  bleed: '0',
  scale: '1',
  hex: '',
  token: '',
  cutLines: true,
  cropMarks: false,
  inkSaver: false,
  names: true,
  calibration: false,
  guide: true,
  water: true,
};

export function PrintForm({ initialShare }: { initialShare: string }) {
  const [share, setShare] = useState(initialShare);
  const [useBoard, setUseBoard] = useState(initialShare !== '');
  const [counts, setCounts] = useState<Record<string, number>>(
    () => (initialShare ? {} : { 'token:6': 1 }) as Record<string, number>,
  );
  const [o, setO] = useState<Opts>(DEFAULTS);
  const [preview, setPreview] = useState<{ url: string } | { error: string } | null>(null);

  const { query, raw } = useMemo(() => {
    const q = new URLSearchParams();
    const r: Record<string, unknown> = {};
    if (useBoard && share.trim()) q.set('b', share.trim());
    const pieces = Object.entries(counts).filter(([, n]) => n > 0);
    for (const [id, n] of pieces) q.append('piece', `${id}=${n}`);
    if (pieces.length) r.pieces = pieces.map(([id, count]) => ({ id, count }));
    for (const [k, v] of Object.entries(o) as [keyof Opts, string | boolean][]) {
      if (v === DEFAULTS[k] || v === '') continue;
      q.set(k, String(v));
      r[k] = v;
    }
    return { query: q.toString(), raw: r };
  }, [useBoard, share, counts, o]);

  // The same plan the server draws, computed here for an instant sketch of page one.
  const board = useMemo(
    () => (useBoard && share.trim() ? boardFromShare(share.trim()) : null),
    [useBoard, share],
  );
  const sketch = useMemo<{ error: string } | { plan: Plan }>(() => {
    const opts = parseOptions(raw);
    if (!opts.ok) return { error: opts.error.message };
    if (board && !board.ok) return { error: `board: ${board.error.message}` };
    const plan = planKit(opts.value, board?.ok ? board.value : undefined);
    if (!plan.ok) return { error: plan.error.message };
    return { plan: plan.value };
  }, [raw, board]);

  useEffect(() => {
    const ctl = new AbortController();
    let url = '';
    const t = setTimeout(async () => {
      try {
        const r = await fetch(`/api/print?${query}&preview=1`, { signal: ctl.signal });
        if (!r.ok) {
          const j = (await r.json()) as { error?: { message?: string } };
          setPreview({ error: j.error?.message ?? `error ${r.status}` });
          return;
        }
        url = URL.createObjectURL(await r.blob());
        setPreview({ url });
      } catch (e) {
        if (!ctl.signal.aborted) setPreview({ error: String(e) });
      }
    }, 400);
    return () => {
      clearTimeout(t);
      ctl.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [query]);

  const set = <K extends keyof Opts>(k: K, v: Opts[K]) => setO((x) => ({ ...x, [k]: v }));
  const setCount = (id: string, n: number) =>
    setCounts((c) => ({ ...c, [id]: Math.max(0, Math.min(200, Math.floor(n) || 0)) }));
  const fill = (ids: readonly string[], n: number) =>
    setCounts((c) => ({ ...c, ...Object.fromEntries(ids.map((id) => [id, n])) }));
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const error =
    'error' in sketch ? sketch.error : preview && 'error' in preview ? preview.error : null;
  const first = 'plan' in sketch ? sketch.plan.pages[0] : undefined;

  const box =
    'rounded border border-stone-300 bg-white px-2 py-1 dark:border-stone-600 dark:bg-stone-800';
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_minmax(320px,420px)]">
      <form className="space-y-6" onSubmit={(e) => e.preventDefault()} aria-label="Print options">
        <fieldset className="rounded-lg border border-stone-300 p-4 dark:border-stone-600">
          <legend className="px-1 font-semibold">Board</legend>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={useBoard}
              onChange={(e) => setUseBoard(e.target.checked)}
            />
            This board (share code)
          </label>
          <input
            className={`${box} mt-2 w-full font-mono text-sm`}
            value={share}
            onChange={(e) => {
              setShare(e.target.value);
              setUseBoard(e.target.value.trim() !== '');
            }}
            placeholder="h1.base.spiral.none.4.my-seed"
            aria-label="Share code"
          />
          {useBoard && (
            <div className="mt-2 flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={o.guide}
                  onChange={(e) => set('guide', e.target.checked)}
                />
                Layout guide with QR code
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={o.water}
                  onChange={(e) => set('water', e.target.checked)}
                />
                Sea and harbor hexes (else harbor pieces)
              </label>
            </div>
          )}
        </fieldset>

        <fieldset className="rounded-lg border border-stone-300 p-4 dark:border-stone-600">
          <legend className="px-1 font-semibold">Pieces ({total})</legend>
          <div className="mb-3 flex flex-wrap gap-2 text-sm">
            <button
              type="button"
              className={box}
              onClick={() =>
                fill(
                  RESOURCES.map((r) => `card:${r}`),
                  19,
                )
              }
            >
              95 resource cards
            </button>
            <button
              type="button"
              className={box}
              onClick={() =>
                setCounts((c) => ({
                  ...c,
                  'dev:knight': 14,
                  'dev:roadBuilding': 2,
                  'dev:yearOfPlenty': 2,
                  'dev:monopoly': 2,
                  'dev:victoryPoint': 5,
                }))
              }
            >
              25 development cards
            </button>
            <button type="button" className={box} onClick={() => setCounts({})}>
              Clear
            </button>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {GROUPS.map((g) => (
              <div key={g.title}>
                <h3 className="text-sm font-semibold">{g.title}</h3>
                <ul className="mt-1 space-y-1">
                  {g.ids.map((id) => (
                    <li key={id} className="flex items-center justify-between gap-2 text-sm">
                      <label htmlFor={`n-${id}`}>{nice(id)}</label>
                      <input
                        id={`n-${id}`}
                        data-piece={id}
                        type="number"
                        min={0}
                        max={200}
                        className={`${box} w-20 text-right`}
                        value={counts[id] ?? 0}
                        onChange={(e) => setCount(id, Number(e.target.value))}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </fieldset>

        <fieldset className="grid gap-3 rounded-lg border border-stone-300 p-4 text-sm sm:grid-cols-2 dark:border-stone-600">
          <legend className="px-1 font-semibold">Paper and options</legend>
          <label className="flex items-center justify-between gap-2">
            Paper
            <select
              className={box}
              value={o.paper}
              onChange={(e) => set('paper', e.target.value)}
              name="paper"
            >
              <option value="a4">A4</option>
              <option value="letter">US Letter</option>
              <option value="a3">A3</option>
            </select>
          </label>
          <label className="flex items-center justify-between gap-2">
            Language
            <select
              className={box}
              value={o.lang}
              onChange={(e) => set('lang', e.target.value)}
              name="lang"
            >
              <option value="en">English</option>
              <option value="sv">Svenska</option>
              <option value="de">Deutsch</option>
              <option value="da">Dansk</option>
            </select>
          </label>
          {o.lang === 'sv' && (
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={o.nicknames}
                onChange={(e) => set('nicknames', e.target.checked)}
              />
              Smeknamn (trä, får, vete, lera, sten)
            </label>
          )}
          <label className="flex items-center justify-between gap-2">
            Card backs
            <select
              className={box}
              value={o.backs}
              onChange={(e) => set('backs', e.target.value)}
              name="backs"
            >
              <option value="duplex">Double-sided (long edge)</option>
              <option value="fold">Fold and glue</option>
              <option value="none">None</option>
            </select>
          </label>
          {(
            [
              ['margin', 'Margin (mm)'],
              ['gap', 'Gap between pieces (mm)'],
              ['bleed', 'Bleed (mm)'],
              ['scale', 'Scale (1 = true size)'],
              ['hex', 'Hex, flat to flat (mm)'],
              ['token', 'Token diameter (mm)'],
            ] as const
          ).map(([k, text]) => (
            <label key={k} className="flex items-center justify-between gap-2">
              {text}
              <input
                className={`${box} w-24 text-right`}
                inputMode="decimal"
                name={k}
                value={o[k]}
                placeholder={k === 'hex' ? '79' : k === 'token' ? '25.5' : ''}
                onChange={(e) => set(k, e.target.value)}
              />
            </label>
          ))}
          {(
            [
              ['cutLines', 'Cut lines'],
              ['cropMarks', 'Crop marks'],
              ['inkSaver', 'Ink saver (outlines)'],
              ['names', 'Terrain names on hexes'],
              ['calibration', 'Calibration page'],
            ] as const
          ).map(([k, text]) => (
            <label key={k} className="flex items-center gap-2">
              <input
                type="checkbox"
                name={k}
                checked={o[k]}
                onChange={(e) => set(k, e.target.checked)}
              />
              {text}
            </label>
          ))}
        </fieldset>
      </form>

      <aside className="space-y-3 lg:sticky lg:top-4 lg:self-start">
        <a
          href={`/api/print?${query}&download=1`}
          download
          aria-disabled={error !== null}
          className={`block rounded-lg px-4 py-3 text-center text-lg font-semibold text-white ${error ? 'pointer-events-none bg-stone-400' : 'bg-sky-700 hover:bg-sky-800'}`}
        >
          Download PDF
        </a>
        {error && (
          <p
            role="alert"
            className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {error}
          </p>
        )}
        <div
          className="w-full overflow-hidden rounded-lg border border-stone-300 bg-white dark:border-stone-600"
          style={{
            aspectRatio:
              'plan' in sketch ? `${sketch.plan.paper.w} / ${sketch.plan.paper.h}` : '210 / 297',
          }}
        >
          {'plan' in sketch && first ? (
            <PagePreview plan={sketch.plan} page={first} />
          ) : (
            <p className="p-4 text-sm text-stone-500">No preview</p>
          )}
        </div>
        {'plan' in sketch && (
          <p className="text-sm" data-testid="page-count">
            {sketch.plan.pages.length} page{sketch.plan.pages.length === 1 ? '' : 's'} ·{' '}
            {Object.values(sketch.plan.counts).reduce((a, b) => a + b, 0)} pieces
          </p>
        )}
        <details className="rounded-lg border border-stone-300 dark:border-stone-600">
          <summary className="cursor-pointer px-3 py-2 text-sm">Exact PDF of page one</summary>
          <div className="aspect-[210/297] w-full bg-white">
            {preview && 'url' in preview ? (
              <iframe
                title="Page one"
                src={`${preview.url}#toolbar=0&view=Fit`}
                className="h-full w-full"
              />
            ) : (
              <p className="p-4 text-sm text-stone-500">{error ? 'No preview' : 'Preparing …'}</p>
            )}
          </div>
        </details>
        <p className="text-xs text-stone-500">
          The sketch shows where everything goes on page one; the PDF has the art. Print at 100 % /
          actual size.
        </p>
      </aside>
    </div>
  );
}
