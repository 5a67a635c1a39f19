'use client';

// Starfarers' mother ship odds on the new-game form: pairs of the box's five balls out of ten
// for an encounter and speeds 3, 4 and 5 (lib/game/starfarers.ts MOTHERSHIP_PAIRS, 4/2/2/2). A
// group whose overview card gives other odds corrects them here (GameOptions.mothership); the
// server checks they add up to ten. Folded: most groups keep the default.

import { useLang } from '@/app/ui/use-lang';
import { MOTHERSHIP_PAIRS } from '@/lib/game/starfarers';
import type { Lang } from '@/lib/i18n/names';

export type Odds = readonly [number, number, number, number];

const WORDS: Readonly<
  Record<
    Lang,
    { title: string; help: string; labels: readonly string[]; sum: (n: number) => string }
  >
> = {
  en: {
    title: 'Mother ship odds (from your overview card)',
    help: 'Pairs of the five balls out of ten. The app shakes with these when your own mother ship is missing.',
    labels: ['Encounter (black ball)', 'Speed 3', 'Speed 4', 'Speed 5'],
    sum: (n) => `${n} of 10`,
  },
  sv: {
    title: 'Moderskeppets odds (från ert översiktskort)',
    help: 'Par av de fem kulorna av tio. Appen skakar med dessa när ert eget moderskepp saknas.',
    labels: ['Möte (svart kula)', 'Fart 3', 'Fart 4', 'Fart 5'],
    sum: (n) => `${n} av 10`,
  },
  de: {
    title: 'Chancen des Mutterschiffs (von eurer Übersichtskarte)',
    help: 'Paare der fünf Kugeln von zehn. Die App schüttelt damit, wenn euer eigenes Mutterschiff fehlt.',
    labels: ['Begegnung (schwarze Kugel)', 'Tempo 3', 'Tempo 4', 'Tempo 5'],
    sum: (n) => `${n} von 10`,
  },
  da: {
    title: 'Moderskibets chancer (fra jeres overview-kort)',
    help: 'Par af de fem kugler ud af ti. Appen ryster med disse, når jeres eget moderskib mangler.',
    labels: ['Encounter (sort kugle)', 'Fart 3', 'Fart 4', 'Fart 5'],
    sum: (n) => `${n} af 10`,
  },
};

/** The four odds as number fields; `value` starts at the box's own. */
export function MothershipOdds({ value, onChange }: { value: Odds; onChange: (o: Odds) => void }) {
  const { lang } = useLang();
  const w = WORDS[lang];
  const total = value.reduce((a, b) => a + b, 0);
  return (
    <details className="rounded-xl bg-stone-800 p-2" data-testid="mothership-odds">
      <summary className="min-h-12 cursor-pointer text-lg font-semibold leading-[3rem]">
        {w.title}
      </summary>
      <p className="text-base text-stone-300">{w.help}</p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {w.labels.map((label, i) => (
          <label key={label} className="flex flex-col text-base">
            {label}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={10}
              className="mt-1 w-24 rounded-lg bg-stone-900 px-2 py-2 text-lg"
              data-testid={`mothership-odds-${i}`}
              value={value[i]}
              onChange={(e) => {
                const n = Math.max(0, Math.min(10, Math.round(Number(e.target.value) || 0)));
                onChange(value.map((x, k) => (k === i ? n : x)) as unknown as Odds);
              }}
            />
          </label>
        ))}
      </div>
      <p
        className={`mt-1 text-base ${total === 10 ? 'text-stone-300' : 'text-amber-300'}`}
        data-testid="mothership-odds-sum"
      >
        {w.sum(total)}
      </p>
    </details>
  );
}

/** The box's own odds, the form's start. */
export const BOX_ODDS: Odds = MOTHERSHIP_PAIRS;

/** What the create request carries: nothing when the box's own odds are kept. */
export const oddsOption = (o: Odds): { mothership?: Odds } =>
  o.every((x, i) => x === BOX_ODDS[i]) ? {} : { mothership: o };
