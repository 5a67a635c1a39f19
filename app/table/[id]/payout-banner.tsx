'use client';

// The roll: the dice, then each player's mark with what they received, what the robber
// blocked and why, and any shortage decision, laid out as one wrapping line for the strip
// under the board (roll-strip.tsx). Large type and icons so it reads from across the table;
// the board itself flashes the hexes that produced.

import { useLazyWords } from '@/app/ui/lazy-words';
import { ResourceCount, ResourceIcon } from '@/app/ui/resource-icon';
import { SeatMark } from '@/app/ui/seat-mark';
import { useLang } from '@/app/ui/use-lang';
import type { GameConfig, Pending } from '@/lib/game';
import { nameOf, owedNow, type PayoutView, resName, starfarers, terrainName } from './describe';
import { TABLE } from './i18n';
import { SF } from './starfarers/i18n';
import { EarthIcon, SfIcon } from './starfarers/sf-icons';

const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

export function Die({ value, size = 56 }: { value: number; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="-12 -12 24 24" aria-hidden="true">
      <rect
        x={-11}
        y={-11}
        width={22}
        height={22}
        rx={4}
        fill="#fafaf9"
        stroke="#1c1917"
        strokeWidth={1}
      />
      {(PIPS[value] ?? []).map(([x, y]) => (
        <circle
          key={`${x},${y}`}
          cx={x * 6}
          cy={y * 6}
          r={2.2}
          fill={value === 1 ? '#b91c1c' : '#1c1917'}
        />
      ))}
    </svg>
  );
}

export function PayoutBanner({
  payout,
  pending,
  config,
  nicknames,
}: {
  payout: PayoutView;
  /** The turn's pending step now: a seat that has discarded since the roll shows as done. */
  pending: Pending | null;
  config: GameConfig;
  nicknames: boolean;
}) {
  const { lang } = useLang();
  const t = useLazyWords(TABLE);
  const sf = useLazyWords(SF);
  const sfGame = starfarers(config);
  // Space resources keep their own names: the Swedish nicknames are island words.
  const nick = nicknames && !sfGame;
  const name = (s: number) => nameOf(config, s);
  const owed = owedNow(payout.owed, pending);
  // Many payees (or many owing a discard): packed rows, smaller marks, so all are in sight.
  const packed = payout.received.length > 2 || (owed?.length ?? 0) > 2;
  const mark = packed ? 28 : 36;
  return (
    <section
      className={`flex flex-wrap items-center text-stone-50 ${packed ? 'gap-x-3 gap-y-1' : 'gap-x-4 gap-y-2'}`}
      data-testid="payout-banner"
      data-sum={payout.sum}
      data-packed={packed ? 'true' : undefined}
      aria-live="polite"
    >
      <div className="flex items-center gap-2">
        {/* A sum entered alone shows as the sum: no dice that were never rolled. */}
        {payout.dice ? (
          <>
            <Die value={payout.dice[0]} size={packed ? 32 : 40} />
            <Die value={payout.dice[1]} size={packed ? 32 : 40} />
          </>
        ) : null}
        <h2
          className={`${packed ? 'text-2xl' : 'text-3xl'} font-black tabular-nums`}
          data-testid="payout-sum"
        >
          {payout.sum === 7 ? t.seven : t.payoutTitle(payout.sum)}
        </h2>
      </div>
      {owed ? (
        <ul className={`flex flex-wrap ${packed ? 'gap-2 text-xl' : 'gap-3 text-2xl'}`}>
          {owed.map((o) => (
            <li
              key={o.seat}
              className={`flex items-center gap-2${o.done ? ' text-stone-400' : ''}`}
              data-owed-seat={o.seat}
              data-owed={o.n}
              data-done={o.done ? 'true' : undefined}
            >
              <SeatMark
                seat={o.seat}
                color={config.players[o.seat]?.color ?? ''}
                name={name(o.seat)}
                size={packed ? 28 : 40}
              />
              {o.done ? (
                <>
                  <span aria-hidden="true">✓</span>
                  {t.owesDone(name(o.seat))}
                </>
              ) : (
                t.owes(name(o.seat), o.n)
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {payout.sum !== 7 ? (
        payout.received.length === 0 ? (
          <p className="text-2xl" data-testid="payout-nothing">
            {sfGame ? sf.noPlanetPays(payout.sum) : t.nobodyGot}
          </p>
        ) : (
          <ul className={`flex flex-wrap ${packed ? 'gap-x-2 gap-y-1' : 'gap-x-4 gap-y-2'}`}>
            {payout.received.map((r) => (
              <li
                key={r.seat}
                className={`flex items-center rounded-xl bg-stone-800 ${packed ? 'gap-1 px-1.5 py-0.5' : 'flex-wrap gap-2 px-2 py-1'}`}
                data-testid={`payout-seat-${r.seat}`}
              >
                <SeatMark
                  seat={r.seat}
                  color={config.players[r.seat]?.color ?? ''}
                  name={name(r.seat)}
                  size={mark}
                />
                <span className={`${packed ? 'text-xl' : 'text-2xl'} font-bold`}>
                  {name(r.seat)}
                </span>
                {Object.entries(r.hand)
                  .filter(([, n]) => n > 0)
                  .map(([res, n]) => (
                    <ResourceCount
                      key={res}
                      resource={res}
                      count={n}
                      label={resName(lang, res, nick)}
                      size={mark}
                      compact={packed}
                    />
                  ))}
              </li>
            ))}
          </ul>
        )
      ) : null}
      {payout.planets.length > 0 ? (
        // Starfarers: which planet paid whom, so the table can check it against the board.
        <ul className="flex flex-wrap gap-2" data-testid="payout-planets">
          {payout.planets.map((pl) => (
            <li
              key={pl.key}
              className="flex items-center gap-2 rounded-xl bg-stone-800 px-2 py-1 text-xl"
              data-planet={pl.key}
              data-seats={pl.sites.map((x) => x.seat).join(',')}
            >
              <ResourceIcon resource={pl.resource} size={32} />
              <span className="font-bold">
                {sf.fromPlanet(pl.number, resName(lang, pl.resource, nick))}
              </span>
              <span aria-hidden="true">→</span>
              <span className="sr-only">:</span>
              {pl.sites.map((x, i) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: a seat may have two colonies at one planet
                  key={i}
                  className="inline-flex items-center gap-1"
                >
                  <SeatMark
                    seat={x.seat}
                    color={config.players[x.seat]?.color ?? ''}
                    name={name(x.seat)}
                    size={32}
                  />
                  {x.spaceport ? <SfIcon name="spaceport" size={24} /> : null}
                  <span className="sr-only">
                    {name(x.seat)} ({x.spaceport ? sf.spaceport : sf.items.colony})
                  </span>
                </span>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
      {payout.supply.length > 0 ? (
        <p
          className="flex flex-wrap items-center gap-2 text-2xl text-sky-200"
          data-testid="payout-supply"
          data-seats={payout.supply.join(',')}
        >
          <EarthIcon />
          {sf.supplied(payout.supply.map(name).join(', '))}
        </p>
      ) : null}
      {payout.blocked.map((b) => (
        <p
          key={b.hex}
          className={`${packed ? 'text-lg' : 'text-xl'} text-amber-200`}
          data-blocked={b.hex}
        >
          {t.blocked(
            terrainName(lang, b.terrain),
            b.token === null ? '' : String(b.token),
            b.seats.map(name),
          )}
        </p>
      ))}
      {payout.shortages.map((s) => (
        <p
          key={s.resource}
          className={`${packed ? 'text-lg' : 'text-xl'} text-amber-200`}
          data-shortage={s.resource}
        >
          {s.decision === 'none'
            ? t.shortNone(resName(lang, s.resource, nick))
            : t.shortRest(name(s.seats[0] ?? 0), resName(lang, s.resource, nick))}
        </p>
      ))}
    </section>
  );
}
