'use client';
// The print kit's form: pieces with counts (or "this board"), paper and options, a live
// preview of page one from /api/print?preview=1, and a download link for the whole PDF.
// It only builds the query; /api/print validates everything and says what is wrong.

import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { formatNumber } from '@/app/ui/format';
import { useHydrated } from '@/app/ui/use-hydrated';
import { boardFromShare } from '@/lib/board/from-share';
import { LANG_NAMES, LANGS, type Lang } from '@/lib/i18n/names';
import { isResource, isTerrain, RESOURCES, TERRAINS, TOKEN_VALUES } from '@/lib/rules/vocab';
import { isCompleteRefusal } from '@/print/complete';
import { planRequest } from '@/print/complete-plan';
import { strings } from '@/print/i18n';
import { MAT_KIT_ONLY } from '@/print/mat';
import { parseOptions } from '@/print/options';
import { COST_RULESETS, DEV_KINDS, ROBBER_STYLES, SPECIALS } from '@/print/pieces';
import type { Plan } from '@/print/plan';
import { isPlanError } from '@/print/plan-error';
import { LangSwitch } from '../ui/lang-switch';
import { useLang } from '../ui/use-lang';
import { CompleteChoice } from './complete-choice';
import { type GroupId, PRINT_PAGE, type PrintPageStrings } from './i18n';
import { DUPLEX_FORM } from './i18n-duplex';
import { MAT_PAGE } from './i18n-mat';
import { MatChoice } from './mat-choice';
import { MatSketch, matAspect } from './mat-sketch';
import { optionError } from './option-error';
import { PagePreview } from './page-preview';
import { type FormRefusal, PrintRefusal } from './print-refusal';

/**
 * What a play mat does not take (print/mat.ts: its kit-only options, the calibration page and a
 * complete game, whose seed goes with it): the form hides them while the mat is chosen and
 * leaves them out of the mat's request, so the API's refusal of them is never met here.
 */
const MAT_IGNORES: ReadonlySet<string> = new Set([
  ...MAT_KIT_ONLY,
  'calibration',
  'complete',
  'seed',
]);

const GROUPS: readonly { id: GroupId; ids: readonly string[] }[] = [
  { id: 'hexes', ids: TERRAINS.map((t) => `hex:${t}`) },
  { id: 'harbors', ids: ['any', ...RESOURCES].map((t) => `harbor:${t}`) },
  { id: 'harborHexes', ids: ['any', ...RESOURCES].map((t) => `hex:sea:${t}`) },
  { id: 'tokens', ids: TOKEN_VALUES.map((v) => `token:${v}`) },
  { id: 'cards', ids: RESOURCES.map((r) => `card:${r}`) },
  { id: 'dev', ids: DEV_KINDS.map((d) => `dev:${d}`) },
  { id: 'costs', ids: COST_RULESETS.map((r) => `cost:${r}`) },
  { id: 'specials', ids: SPECIALS.map((s) => `special:${s}`) },
  { id: 'robber', ids: ROBBER_STYLES.map((s) => `robber:${s}`) },
  { id: 'track', ids: ['track:10', 'track:15', 'track:18'] },
];

/** A piece's name in the page's language: game words from the print kit's own dictionary. */
function pieceName(id: string, lang: Lang, nicknames: boolean, t: PrintPageStrings): string {
  const words = strings(lang, nicknames);
  const [kind, a = '', b] = id.split(':');
  switch (kind) {
    case 'hex':
      if (b !== undefined) return b === 'any' ? t.anyHarbor : isResource(b) ? words.resource[b] : b;
      return isTerrain(a) ? words.terrain[a] : a;
    case 'harbor':
      return a === 'any' ? t.anyHarbor : isResource(a) ? words.resource[a] : a;
    case 'token':
      return a;
    case 'card':
      return isResource(a) ? words.resource[a] : a;
    case 'dev':
      return words.dev[a as keyof typeof words.dev] ?? a;
    case 'cost':
      return t.costNames[a] ?? a;
    case 'special':
      return words.special[a as keyof typeof words.special] ?? a;
    case 'robber':
      return t.robberStyles[a] ?? a;
    case 'track':
      return t.track(Number(a));
    default:
      return id;
  }
}

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
  duplexTest: boolean;
  backX: string;
  backY: string;
  backBleed: string;
  guide: boolean;
  water: boolean;
  mat: boolean;
  overlap: string;
  /** A complete-game preset (print/complete.ts) and the seed of its fresh board. */
  complete: string;
  seed: string;
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
  duplexTest: false,
  backX: '0',
  backY: '0',
  backBleed: '2',
  guide: true,
  water: true,
  mat: false,
  overlap: '10',
  complete: 'none',
  seed: '',
};

export function PrintForm({ initialShare }: { initialShare: string }) {
  const ui = useLang();
  const t = PRINT_PAGE[ui.lang];
  const td = DUPLEX_FORM[ui.lang];
  const hydrated = useHydrated();
  const [share, setShare] = useState(initialShare);
  const [useBoard, setUseBoard] = useState(initialShare !== '');
  const [counts, setCounts] = useState<Record<string, number>>(
    () => (initialShare ? {} : { 'token:6': 1 }) as Record<string, number>,
  );
  const [chosen, setO] = useState<Opts>(DEFAULTS);
  // The printed language follows the page's language until it is chosen on its own.
  const [printLangChosen, setPrintLangChosen] = useState(false);
  const o: Opts = printLangChosen
    ? chosen
    : { ...chosen, lang: ui.lang, nicknames: ui.lang === 'sv' && ui.nicknames };
  // The server's preview of the query it answered: its refusal only matters for that query.
  const [preview, setPreview] = useState<{ url: string } | { error: string; query: string } | null>(
    null,
  );

  const { query, raw } = useMemo(() => {
    const q = new URLSearchParams();
    const r: Record<string, unknown> = {};
    if (useBoard && share.trim()) q.set('b', share.trim());
    // A play mat prints the board alone: no pieces, no calibration page, no backs or cutting.
    const mat = o.mat && useBoard;
    const pieces = mat ? [] : Object.entries(counts).filter(([, n]) => n > 0);
    for (const [id, n] of pieces) q.append('piece', `${id}=${n}`);
    if (pieces.length) r.pieces = pieces.map(([id, count]) => ({ id, count }));
    for (const [k, v] of Object.entries(o) as [keyof Opts, string | boolean][]) {
      if (v === DEFAULTS[k] || v === '') continue;
      if (mat ? MAT_IGNORES.has(k) : k === 'mat' || k === 'overlap') continue;
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
  const sketch = useMemo<{ error: string } | { refusal: FormRefusal } | { plan: Plan }>(() => {
    const opts = parseOptions(raw);
    if (!opts.ok) return { error: optionError(opts.error, t, ui.lang) };
    if (board && !board.ok) return { error: t.boardError(board.error.message) };
    const plan = planRequest(opts.value, board?.ok ? board.value : undefined, false);
    if (!plan.ok) {
      const e = plan.error;
      if (isPlanError(e)) return { refusal: { plan: e.detail, message: e.message } };
      if (isCompleteRefusal(e))
        return { refusal: { complete: e.completeDetail, message: e.message } };
      return { error: e.message };
    }
    return { plan: plan.value };
  }, [raw, board, t, ui.lang]);

  useEffect(() => {
    const ctl = new AbortController();
    let url = '';
    const t = setTimeout(async () => {
      try {
        const r = await fetch(`/api/print?${query}&preview=1`, { signal: ctl.signal });
        if (!r.ok) {
          const j = (await r.json()) as { error?: { message?: string } };
          setPreview({ error: j.error?.message ?? `error ${r.status}`, query });
          return;
        }
        url = URL.createObjectURL(await r.blob());
        setPreview({ url });
      } catch (e) {
        if (!ctl.signal.aborted) setPreview({ error: String(e), query });
      }
    }, 400);
    return () => {
      clearTimeout(t);
      ctl.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [query]);

  const set = <K extends keyof Opts>(k: K, v: Opts[K]) => setO((x) => ({ ...x, [k]: v }));
  const setPrintLang = (lang: string) => {
    setPrintLangChosen(true);
    setO((x) => ({ ...x, lang, nicknames: printLangChosen ? x.nicknames : o.nicknames }));
  };
  const setPrintNicknames = (nicknames: boolean) => {
    setPrintLangChosen(true);
    setO((x) => ({ ...x, lang: o.lang, nicknames }));
  };
  const setCount = (id: string, n: number) =>
    setCounts((c) => ({ ...c, [id]: Math.max(0, Math.min(200, Math.floor(n) || 0)) }));
  const fill = (ids: readonly string[], n: number) =>
    setCounts((c) => ({ ...c, ...Object.fromEntries(ids.map((id) => [id, n])) }));
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  // The form's own plan words a refusal in the page's language; the server's (English) message
  // is shown only for what the form cannot know, and only for the query it answered.
  const name = (id: string) => pieceName(id, ui.lang, ui.nicknames, t);
  const error =
    'error' in sketch ? (
      sketch.error
    ) : 'refusal' in sketch ? (
      <PrintRefusal refusal={sketch.refusal} lang={ui.lang} pieceName={name} />
    ) : preview && 'error' in preview && preview.query === query ? (
      preview.error
    ) : null;
  const first = 'plan' in sketch ? sketch.plan.pages[0] : undefined;
  const matOn = o.mat && useBoard;

  const box =
    'rounded border border-stone-300 bg-white px-2 py-1 dark:border-stone-600 dark:bg-stone-800';
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-3xl font-bold">
          <Link href="/" className="hover:underline">
            Hexkeeper
          </Link>{' '}
          · {t.title}
        </h1>
        <LangSwitch
          lang={ui.lang}
          setLang={ui.setLang}
          nicknames={ui.nicknames}
          setNicknames={ui.setNicknames}
          name="uiLang"
        />
      </div>
      <p className="mt-1 max-w-3xl text-stone-700 dark:text-stone-300">{t.intro}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_minmax(320px,420px)]">
        <form
          onSubmit={(e) => e.preventDefault()}
          aria-label={t.formLabel}
          data-ready={hydrated ? '' : undefined}
        >
          {/* Nothing answers until the page has hydrated: hydration undid a choice made on the
              server's HTML (Letter picked, A4 back). */}
          <fieldset disabled={!hydrated} className="min-w-0 space-y-6">
            <fieldset className="rounded-lg border border-stone-300 p-4 dark:border-stone-600">
              <legend className="px-1 font-semibold">{t.board}</legend>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={useBoard}
                  onChange={(e) => setUseBoard(e.target.checked)}
                />
                {t.thisBoard}
              </label>
              <input
                className={`${box} mt-2 w-full font-mono text-sm`}
                value={share}
                onChange={(e) => {
                  setShare(e.target.value);
                  setUseBoard(e.target.value.trim() !== '');
                }}
                placeholder="h1.base.spiral.none.4.my-seed"
                aria-label={t.shareCode}
              />
              {useBoard && (
                <div className="mt-2 flex flex-wrap gap-4 text-sm">
                  {/* A mat's own sheet map is its guide. */}
                  {!matOn && (
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        name="guide"
                        checked={o.guide}
                        onChange={(e) => set('guide', e.target.checked)}
                      />
                      {t.guide}
                    </label>
                  )}
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="water"
                      checked={o.water}
                      onChange={(e) => set('water', e.target.checked)}
                    />
                    {t.water}
                  </label>
                </div>
              )}
              {useBoard && (
                <MatChoice
                  lang={ui.lang}
                  mat={o.mat}
                  overlap={o.overlap}
                  setMat={(on) => set('mat', on)}
                  setOverlap={(v) => set('overlap', v)}
                  box={box}
                />
              )}
            </fieldset>

            {/* A mat prints the board alone: the complete game, a kit of the whole box, waits. */}
            {!matOn && (
              <CompleteChoice
                lang={ui.lang}
                complete={o.complete}
                seed={o.seed}
                hasBoard={useBoard && share.trim() !== ''}
                onChange={(complete, seed) => setO((x) => ({ ...x, complete, seed }))}
                box={box}
              />
            )}

            <fieldset
              className="rounded-lg border border-stone-300 p-4 dark:border-stone-600"
              hidden={o.mat && useBoard}
            >
              <legend className="px-1 font-semibold">{t.pieces(total)}</legend>
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
                  {t.resourceSet}
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
                  {t.devSet}
                </button>
                <button type="button" className={box} onClick={() => setCounts({})}>
                  {t.clear}
                </button>
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                {GROUPS.map((g) => (
                  <div key={g.id}>
                    <h3 className="text-sm font-semibold">{t.groups[g.id]}</h3>
                    <ul className="mt-1 space-y-1">
                      {g.ids.map((id) => (
                        <li key={id} className="flex items-center justify-between gap-2 text-sm">
                          <label htmlFor={`n-${id}`}>
                            {pieceName(id, ui.lang, ui.nicknames, t)}
                          </label>
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
              <legend className="px-1 font-semibold">{t.paperOptions}</legend>
              <label className="flex items-center justify-between gap-2">
                {t.paper}
                <select
                  className={box}
                  value={o.paper}
                  onChange={(e) => set('paper', e.target.value)}
                  name="paper"
                >
                  {(['a4', 'letter', 'a3', 'a2', 'a1'] as const).map((p) => (
                    <option key={p} value={p}>
                      {t.paperNames[p] ?? MAT_PAGE[ui.lang].paperNames[p]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex items-center justify-between gap-2">
                {t.printLang}
                <select
                  className={box}
                  value={o.lang}
                  onChange={(e) => setPrintLang(e.target.value)}
                  name="lang"
                >
                  {LANGS.map((l) => (
                    <option key={l} value={l}>
                      {LANG_NAMES[l]}
                    </option>
                  ))}
                </select>
              </label>
              {o.lang === 'sv' && (
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={o.nicknames}
                    onChange={(e) => setPrintNicknames(e.target.checked)}
                  />
                  {t.nicknames}
                </label>
              )}
              {!matOn && (
                <label className="flex items-center justify-between gap-2">
                  {t.backs}
                  <select
                    className={box}
                    value={o.backs}
                    onChange={(e) => set('backs', e.target.value)}
                    name="backs"
                  >
                    {(['duplex', 'fold', 'none'] as const).map((b) => (
                      <option key={b} value={b}>
                        {t.backsNames[b]}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {(['margin', 'gap', 'bleed', 'scale', 'hex', 'token'] as const)
                .filter((k) => !(matOn && MAT_IGNORES.has(k)))
                .map((k) => (
                  <label key={k} className="flex items-center justify-between gap-2">
                    {t.fields[k]}
                    <input
                      className={`${box} w-24 text-right`}
                      inputMode="decimal"
                      name={k}
                      value={o[k]}
                      placeholder={
                        k === 'hex' ? '79' : k === 'token' ? formatNumber(ui.lang, 25.5) : ''
                      }
                      onChange={(e) => set(k, e.target.value)}
                    />
                  </label>
                ))}
              {!matOn &&
                (o.backs === 'duplex' || o.duplexTest) &&
                (['backX', 'backY', 'backBleed'] as const).map((k) => (
                  <label key={k} className="flex items-center justify-between gap-2">
                    {td.fields[k]}
                    <input
                      className={`${box} w-24 text-right`}
                      inputMode="decimal"
                      name={k}
                      value={o[k]}
                      onChange={(e) => set(k, e.target.value)}
                    />
                  </label>
                ))}
              {!matOn && (
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name="duplexTest"
                    checked={o.duplexTest}
                    onChange={(e) => set('duplexTest', e.target.checked)}
                  />
                  {td.duplexTest}
                </label>
              )}
              {(['cutLines', 'cropMarks', 'inkSaver', 'names', 'calibration'] as const)
                .filter((k) => !(matOn && MAT_IGNORES.has(k)))
                .map((k) => (
                  <label key={k} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name={k}
                      checked={o[k]}
                      onChange={(e) => set(k, e.target.checked)}
                    />
                    {t.checks[k]}
                  </label>
                ))}
            </fieldset>
          </fieldset>
        </form>

        <aside className="space-y-3 lg:sticky lg:top-4 lg:self-start">
          <a
            href={`/api/print?${query}&download=1`}
            download
            aria-disabled={error !== null}
            className={`block rounded-lg px-4 py-3 text-center text-lg font-semibold text-white ${error ? 'pointer-events-none bg-stone-400' : 'bg-sky-700 hover:bg-sky-800'}`}
          >
            {t.download}
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
                'plan' in sketch
                  ? sketch.plan.mat
                    ? matAspect(sketch.plan.mat)
                    : `${sketch.plan.paper.w} / ${sketch.plan.paper.h}`
                  : '210 / 297',
            }}
          >
            {'plan' in sketch && sketch.plan.mat ? (
              <MatSketch mat={sketch.plan.mat} label={MAT_PAGE[ui.lang].sketchLabel} />
            ) : 'plan' in sketch && first ? (
              <PagePreview plan={sketch.plan} page={first} label={t.previewLabel(first.kind)} />
            ) : (
              <p className="p-4 text-sm text-stone-600 dark:text-stone-300">{t.noPreview}</p>
            )}
          </div>
          {'plan' in sketch && sketch.plan.mat && (
            <p className="text-sm" data-testid="page-count">
              {MAT_PAGE[ui.lang].pages(
                sketch.plan.mat.sheets.length,
                sketch.plan.mat.rows,
                sketch.plan.mat.cols,
                sketch.plan.mat.map,
              )}
            </p>
          )}
          {'plan' in sketch && !sketch.plan.mat && (
            <p className="text-sm" data-testid="page-count">
              {t.pageCount(
                sketch.plan.pages.length,
                Object.values(sketch.plan.counts).reduce((a, b) => a + b, 0),
              )}
            </p>
          )}
          <details className="rounded-lg border border-stone-300 dark:border-stone-600">
            <summary className="cursor-pointer px-3 py-2 text-sm">{t.exactPdf}</summary>
            <div className="aspect-[210/297] w-full bg-white">
              {preview && 'url' in preview ? (
                <iframe
                  title={t.pageOne}
                  src={`${preview.url}#toolbar=0&view=Fit`}
                  className="h-full w-full"
                />
              ) : (
                <p className="p-4 text-sm text-stone-600 dark:text-stone-300">
                  {error ? t.noPreview : t.preparing}
                </p>
              )}
            </div>
          </details>
          <p className="text-xs text-stone-600 dark:text-stone-300">{t.note}</p>
        </aside>
      </div>
    </>
  );
}
