'use client';
// The print page's paper and options: paper, printed language, card backs, measures, the
// duplex offset and test sheet, and the check boxes (ink saver lives in the download bar).

import { formatNumber } from '@/app/ui/format';
import { LANG_NAMES, LANGS, type Lang } from '@/lib/i18n/names';
import type { PrintPageStrings } from './i18n';
import type { DuplexFormStrings } from './i18n-duplex';
import { MAT_PAGE } from './i18n-mat';
import type { Opts } from './print-opts';

interface Props {
  readonly lang: Lang;
  readonly o: Opts;
  readonly set: <K extends keyof Opts>(k: K, v: Opts[K]) => void;
  readonly setPrintLang: (lang: string) => void;
  readonly setPrintNicknames: (on: boolean) => void;
  /** A play mat is chosen: what it does not take is hidden. */
  readonly matOn: boolean;
  readonly ignored: ReadonlySet<string>;
  readonly t: PrintPageStrings;
  readonly td: DuplexFormStrings;
  readonly box: string;
}

export function PaperOptions(p: Props) {
  const { o, set, t, td, box, matOn } = p;
  const shown = (k: string) => !(matOn && p.ignored.has(k));
  return (
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
          {(['a4', 'letter', 'a3', 'a2', 'a1'] as const).map((k) => (
            <option key={k} value={k}>
              {t.paperNames[k] ?? MAT_PAGE[p.lang].paperNames[k]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center justify-between gap-2">
        {t.printLang}
        <select
          className={box}
          value={o.lang}
          onChange={(e) => p.setPrintLang(e.target.value)}
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
            onChange={(e) => p.setPrintNicknames(e.target.checked)}
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
      {(['margin', 'gap', 'bleed', 'scale', 'hex', 'token'] as const).filter(shown).map((k) => (
        <label key={k} className="flex items-center justify-between gap-2">
          {t.fields[k]}
          <input
            className={`${box} w-24 text-right`}
            inputMode="decimal"
            name={k}
            value={o[k]}
            placeholder={k === 'hex' ? '79' : k === 'token' ? formatNumber(p.lang, 25.5) : ''}
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
      {(['cutLines', 'cropMarks', 'names', 'calibration'] as const).filter(shown).map((k) => (
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
  );
}
