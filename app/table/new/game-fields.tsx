'use client';
// The new-game form's game fields: the seats (name and colour each), the target, and the
// options the ruleset offers (dice, development cards, building between turns, phones).

import { COLOR_SETS, type ColorSetId } from '@/lib/colors';
import { VP_TARGET_MAX, VP_TARGET_MIN } from '@/lib/game/setup';
import { BETWEEN_TURNS, DEV_MODES, DICE_MODES, PROGRESS_MODES } from '@/lib/game/types';
import type { Lang } from '@/lib/i18n/names';
import { RULESETS, type Ruleset, type RulesetId } from '@/lib/rules';
import { SeatMark } from '../../ui/seat-mark';
import type { NEW_GAME } from './i18n';
import { cleanName, type Player, range } from './new-game-model';
import { FIELD, LABEL, SECONDARY, toggle } from './ui';

type Words = (typeof NEW_GAME)[Lang];

/** The game (every ruleset offered, by its name) and the number of players it allows. */
export function GameAndCount({
  t,
  rulesetNames,
  choices,
  ruleset,
  changeRuleset,
  count,
  setCount,
}: {
  t: Words;
  rulesetNames: Readonly<Record<string, string>>;
  /** The games offered (every ruleset). */
  choices: readonly RulesetId[];
  ruleset: RulesetId;
  changeRuleset: (id: RulesetId) => void;
  count: number;
  setCount: (n: number) => void;
}) {
  const rs = RULESETS[ruleset];
  return (
    <>
      <div>
        <label className={LABEL} htmlFor="ruleset">
          {t.game}
        </label>
        <select
          id="ruleset"
          data-testid="ruleset"
          className={FIELD}
          value={ruleset}
          onChange={(e) => changeRuleset(e.target.value as RulesetId)}
        >
          {choices.map((id) => (
            <option key={id} value={id}>
              {rulesetNames[id]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className={LABEL} htmlFor="player-count">
          {t.playerCount}
        </label>
        <select
          id="player-count"
          data-testid="player-count"
          className={FIELD}
          value={count}
          onChange={(e) => setCount(Number(e.target.value))}
        >
          {range(rs.players.min, rs.players.max).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** The seats: each one's name and colour (each colour once). */
export function SeatsList({
  seats,
  lang,
  t,
  defaultName,
  setPlayer,
  pickColor,
  colorSet,
  pickSet,
}: {
  seats: readonly Player[];
  lang: Lang;
  t: Words;
  defaultName: (p: Player, i: number) => string;
  setPlayer: (i: number, p: Partial<Player>) => void;
  pickColor: (i: number, color: string) => void;
  /** The set the seats' colours are from: the box's pieces (default) or colour-blind safe. */
  colorSet: ColorSetId;
  pickSet: (set: ColorSetId) => void;
}) {
  return (
    <>
      <fieldset>
        <legend className={LABEL}>{t.colorSet}</legend>
        <div className="flex flex-wrap gap-2">
          {(['box', 'safe'] as const).map((set) => (
            <label
              key={set}
              className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border-2 px-3 ${colorSet === set ? 'border-white' : 'border-stone-700'} has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-sky-400`}
            >
              <input
                type="radio"
                name="color-set"
                value={set}
                data-testid={`color-set-${set}`}
                checked={colorSet === set}
                onChange={() => pickSet(set)}
                className="accent-amber-400"
              />
              {t.colorSets[set]}
            </label>
          ))}
        </div>
      </fieldset>
      <ol className="space-y-4">
        {seats.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its position
          <li key={i} className="rounded-xl border border-stone-700 bg-stone-900 p-3">
            <div className="flex items-center gap-3">
              <SeatMark
                seat={i}
                color={p.color}
                name={cleanName(p.name) || defaultName(p, i)}
                size={44}
              />
              <input
                aria-label={t.name(i)}
                data-testid={`player-name-${i}`}
                className={`${FIELD} mt-0`}
                value={p.name}
                placeholder={defaultName(p, i)}
                maxLength={40}
                autoComplete="off"
                onChange={(e) => setPlayer(i, { name: e.target.value })}
              />
            </div>
            <fieldset className="mt-2">
              <legend className="sr-only">{t.color(i)}</legend>
              <div className="flex flex-wrap gap-1">
                {COLOR_SETS[colorSet].map((c, k) => (
                  <label
                    key={c.id}
                    title={c.names[lang]}
                    className={`flex h-12 w-12 cursor-pointer items-center justify-center rounded-lg border-2 ${p.color === c.id ? 'border-white' : 'border-transparent'} has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-sky-400`}
                  >
                    <input
                      type="radio"
                      name={`color-${i}`}
                      value={c.id}
                      data-testid={`player-color-${i}-${k}`}
                      aria-label={c.names[lang]}
                      checked={p.color === c.id}
                      onChange={() => pickColor(i, c.id)}
                      className="sr-only"
                    />
                    <SeatMark seat={100 + i * 10 + k} color={c.id} name={c.names[lang]} size={36} />
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The target in victory points: typed, or stepped with − and +. */
export function VpTargetField({
  t,
  rs,
  value,
  setText,
  step,
  settle,
}: {
  t: Words;
  rs: Ruleset;
  value: number | string;
  setText: (s: string) => void;
  step: (d: 1 | -1) => void;
  settle: () => void;
}) {
  return (
    <div>
      <label className={LABEL} htmlFor="vp-target">
        {t.target}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <button type="button" className={SECONDARY} aria-label="−1" onClick={() => step(-1)}>
          −
        </button>
        <input
          id="vp-target"
          data-testid="vp-target"
          type="number"
          inputMode="numeric"
          min={VP_TARGET_MIN}
          max={VP_TARGET_MAX}
          className={`${FIELD} mt-0 w-24 text-center`}
          value={value}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => {
            settle();
          }}
        />
        <button type="button" className={SECONDARY} aria-label="+1" onClick={() => step(1)}>
          +
        </button>
      </div>
      <p className="mt-1 text-sm text-stone-400">{t.targetHelp(rs.vpTarget)}</p>
    </div>
  );
}

/** The options the ruleset offers: dice or deck, development or progress cards, between turns, phones. */
export function OptionChoices({
  t,
  rs,
  dice,
  setDice,
  devDeck,
  setDevDeck,
  progressDeck,
  setProgressDeck,
  between,
  setBetween,
  phoneInput,
  setPhoneInput,
}: {
  t: Words;
  rs: Ruleset;
  dice: (typeof DICE_MODES)[number];
  setDice: (d: (typeof DICE_MODES)[number]) => void;
  devDeck: (typeof DEV_MODES)[number];
  setDevDeck: (d: (typeof DEV_MODES)[number]) => void;
  progressDeck: (typeof PROGRESS_MODES)[number];
  setProgressDeck: (d: (typeof PROGRESS_MODES)[number]) => void;
  between: (typeof BETWEEN_TURNS)[number];
  setBetween: (b: (typeof BETWEEN_TURNS)[number]) => void;
  phoneInput: boolean;
  setPhoneInput: (on: boolean) => void;
}) {
  return (
    <>
      <Choice
        legend={t.dice}
        name="dice"
        value={dice}
        options={DICE_MODES.map((d) => [d, t.diceModes[d]] as const)}
        onChange={setDice}
      />
      {rs.devDeck ? (
        <Choice
          legend={t.devCards}
          name="dev"
          value={devDeck}
          options={DEV_MODES.map((d) => [d, t.devModes[d]] as const)}
          onChange={setDevDeck}
        />
      ) : null}
      {rs.features.progress ? (
        <Choice
          legend={t.progressCards}
          name="progress"
          value={progressDeck}
          options={PROGRESS_MODES.map((d) => [d, t.devModes[d]] as const)}
          onChange={setProgressDeck}
        />
      ) : null}
      {rs.betweenTurns.length ? (
        <Choice
          legend={t.betweenTurns}
          name="between"
          value={between}
          options={BETWEEN_TURNS.filter((b) => b === 'none' || rs.betweenTurns.includes(b)).map(
            (b) => [b, t.betweenModes[b]] as const,
          )}
          onChange={setBetween}
        />
      ) : null}
      <label className="flex min-h-12 items-start gap-3 text-lg">
        <input
          type="checkbox"
          data-testid="phone-input"
          className="mt-1 h-6 w-6 shrink-0"
          checked={phoneInput}
          onChange={(e) => setPhoneInput(e.target.checked)}
        />
        <span>
          {t.phoneInput}
          <span className="block text-sm text-stone-400">{t.phoneInputHelp}</span>
        </span>
      </label>
    </>
  );
}

/** A short list of choices as pressable buttons in a fieldset (radio semantics). */
export function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (v: T) => void;
}) {
  return (
    <fieldset>
      <legend className={LABEL}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map(([v, label]) => (
          <label
            key={v}
            className={`${toggle(value === v)} cursor-pointer text-base has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-sky-400`}
          >
            <input
              type="radio"
              name={name}
              value={v}
              data-testid={`${name}-${v}`}
              checked={value === v}
              onChange={() => onChange(v)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
