'use client';
// The print kit's form: pieces with counts (or "this board"), paper and options, a live
// preview of page one from /api/print?preview=1, and a download link for the whole PDF.
// It only builds the query; /api/print validates everything and says what is wrong.

import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { useHydrated } from '@/app/ui/use-hydrated';
import { boardFromShare } from '@/lib/board/from-share';
import { RESOURCES } from '@/lib/rules/vocab';
import { isCompleteRefusal } from '@/print/complete';
import { planRequest } from '@/print/complete-plan';
import { inkPages } from '@/print/ink';
import { parseOptions } from '@/print/options';
import type { Plan } from '@/print/plan';
import { isPlanError } from '@/print/plan-error';
import { LangSwitch } from '../ui/lang-switch';
import { useLang } from '../ui/use-lang';
import { BoardChoice } from './board-choice';
import { CompleteChoice } from './complete-choice';
import { DownloadBar } from './download-bar';
import { PRINT_PAGE } from './i18n';
import { DUPLEX_FORM } from './i18n-duplex';
import { MAT_PAGE } from './i18n-mat';
import { PICKER } from './i18n-picker';
import { MatSketch, matAspect } from './mat-sketch';
import { boardRefusal, optionError } from './option-error';
import { PagePreview } from './page-preview';
import { PaperOptions } from './paper-options';
import { pieceName } from './piece-catalog';
import { PiecePicker } from './piece-picker';
import { buildRequest, DEFAULTS, MAT_IGNORES, type Opts } from './print-opts';
import { type FormRefusal, PrintRefusal } from './print-refusal';

export function PrintForm({ initialShare }: { initialShare: string }) {
  const ui = useLang();
  const t = PRINT_PAGE[ui.lang];
  const td = DUPLEX_FORM[ui.lang];
  const tp = PICKER[ui.lang];
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

  const { query, raw } = useMemo(
    () => buildRequest(useBoard && share.trim() ? share.trim() : null, counts, o),
    [useBoard, share, counts, o],
  );

  // The same plan the server draws, computed here for an instant sketch of page one.
  const board = useMemo(
    () => (useBoard && share.trim() ? boardFromShare(share.trim()) : null),
    [useBoard, share],
  );
  const sketch = useMemo<{ error: string } | { refusal: FormRefusal } | { plan: Plan }>(() => {
    const opts = parseOptions(raw);
    if (!opts.ok) return { error: optionError(opts.error, t, ui.lang) };
    if (board && !board.ok) return { error: boardRefusal(board.error.code, ui.lang) };
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
  const ink = 'plan' in sketch ? inkPages(sketch.plan) : null;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  // The form's own plan words a refusal in the page's language; the server's (English) message
  // is shown only for what the form cannot know, and only for the query it answered.
  const name = (id: string) => pieceName(id, ui.lang, ui.nicknames, t, tp);
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
            <BoardChoice
              lang={ui.lang}
              share={share}
              setShare={setShare}
              useBoard={useBoard}
              setUseBoard={setUseBoard}
              o={o}
              set={set}
              matOn={matOn}
              t={t}
              box={box}
            />

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
              <PiecePicker
                lang={ui.lang}
                nicknames={ui.nicknames}
                t={t}
                tp={tp}
                counts={counts}
                setCount={setCount}
                box={box}
              />
            </fieldset>

            <PaperOptions
              lang={ui.lang}
              o={o}
              set={set}
              setPrintLang={setPrintLang}
              setPrintNicknames={setPrintNicknames}
              matOn={matOn}
              ignored={MAT_IGNORES}
              t={t}
              td={td}
              box={box}
            />
          </fieldset>
        </form>

        <aside className="space-y-3 lg:sticky lg:top-4 lg:self-start">
          <DownloadBar
            lang={ui.lang}
            href={`/api/print?${query}&download=1`}
            label={t.download}
            error={error !== null}
            summary={
              'plan' in sketch
                ? sketch.plan.mat
                  ? MAT_PAGE[ui.lang].pages(
                      sketch.plan.mat.sheets.length,
                      sketch.plan.mat.rows,
                      sketch.plan.mat.cols,
                      sketch.plan.mat.map,
                    )
                  : t.pageCount(
                      sketch.plan.pages.length,
                      Object.values(sketch.plan.counts).reduce((a, b) => a + b, 0),
                    )
                : null
            }
            ink={ink}
            inkSaver={o.inkSaver}
            setInkSaver={(on) => set('inkSaver', on)}
            ready={hydrated}
            tp={tp}
          />
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
