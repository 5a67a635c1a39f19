'use client';
// Cities and knights' city panels: walls (a button, then the listed cities to tap), city
// improvements (a button per track the list offers; where the level wins the metropolis, the
// listed cities to tap), and the barbarians' owed choice — each losing seat names the city it
// loses, on its phone, or here on the board where no phone follows it. Every button and tap
// sends the legal list's command.

import { CK } from '@/app/ui/i18n-ck';
import { useLazyWords } from '@/app/ui/lazy-words';
import { ResourceIcon } from '@/app/ui/resource-icon';
import { useLang } from '@/app/ui/use-lang';
import { cardsAside } from '@/lib/game/ck-table';
import { legalActions } from '@/lib/game/legal';
import type { VertexId } from '@/lib/hex';
import { TRACK_COLOR } from '../ck-pieces';
import { nameOf, resName } from '../describe';
import { BTN_SOFT } from '../pickers';
import type { FeaturePanel, PanelCtx } from './kit';

/** The acting seat's list for cities: its own view's where read, else the table's cards aside. */
function cityList(c: PanelCtx) {
  if (c.mine.walls || c.mine.improvements) return c.mine;
  return legalActions(cardsAside(c.view, c.actor), c.actor);
}

function WallButton(c: PanelCtx) {
  const t = useLazyWords(CK);
  const w = cityList(c).walls;
  if (!w) return null;
  const none = w.cities.length === 0;
  return (
    <button
      type="button"
      className={`${BTN_SOFT} min-h-16 ${none ? 'opacity-60' : ''}`}
      aria-disabled={none || undefined}
      data-testid="build-wall"
      data-spots={w.cities.length}
      onClick={() => {
        if (!none)
          c.setMode({
            k: 'spots',
            ids: w.cities,
            commands: w.commands,
            seat: c.actor,
            label: t.tapWall,
          });
      }}
    >
      {t.wall}
    </button>
  );
}

function ImproveButtons(c: PanelCtx) {
  const t = useLazyWords(CK);
  const tracks = cityList(c).improvements;
  if (!tracks) return null;
  return (
    <>
      {tracks.map((x) => {
        const metro = x.commands.some((m) => m.metropolis !== undefined);
        return (
          <button
            key={x.track}
            type="button"
            className={`${BTN_SOFT} min-h-16 border-l-8`}
            style={{ borderLeftColor: TRACK_COLOR[x.track] }}
            data-testid={`improve-${x.track}`}
            data-level={x.level}
            onClick={() => {
              const only = x.commands[0];
              if (!metro && only) void c.act(only);
              else
                c.setMode({
                  k: 'spots',
                  ids: x.commands.flatMap((m): VertexId[] => (m.metropolis ? [m.metropolis] : [])),
                  commands: x.commands,
                  seat: c.actor,
                  label: t.tapMetropolis,
                });
            }}
          >
            {t.improveTo(t.tracks[x.track], x.level)}
          </button>
        );
      })}
    </>
  );
}

/**
 * Barbarians won: who still names the city they lose, in one line, then a row per seat — on
 * their phone, or a button to choose here for a seat without one (those first, so the
 * tablet's own task is in sight at 1024×768 without scrolling).
 */
function Pillage(c: PanelCtx) {
  const t = useLazyWords(CK);
  const onPhone = (seat: number) => c.online?.includes(seat) ?? false;
  const rows = [...c.legal.pillage].sort(
    (a, b) => Number(onPhone(a.seat)) - Number(onPhone(b.seat)),
  );
  return (
    <div className="flex flex-col gap-2" data-testid="ck-wait" data-wait="pillage">
      <h2 className="text-2xl font-bold">
        {t.waitPillage(c.legal.pillage.map((p) => nameOf(c.view.config, p.seat)))}
      </h2>
      {rows.map((p) => {
        const who = nameOf(c.view.config, p.seat);
        return onPhone(p.seat) ? (
          <p key={p.seat} className="text-xl text-stone-300" data-seat={p.seat}>
            {who}: {t.onPhone}
          </p>
        ) : (
          <button
            key={p.seat}
            type="button"
            className={BTN_SOFT}
            data-seat={p.seat}
            data-testid={`pillage-here-${p.seat}`}
            onClick={() =>
              c.setMode({
                k: 'spots',
                ids: p.cities,
                commands: p.commands,
                seat: p.seat,
                label: t.tapPillage(who),
              })
            }
          >
            {t.chooseHere(who)}
          </button>
        );
      })}
    </div>
  );
}

/** The aqueduct: who still takes a resource; a phone-less seat picks it here. */
function Aqueduct(c: PanelCtx) {
  const t = useLazyWords(CK);
  const { lang } = useLang();
  return (
    <div className="flex flex-col gap-2" data-testid="ck-wait" data-wait="aqueduct">
      {c.legal.aqueduct.map((a) => {
        const who = nameOf(c.view.config, a.seat);
        const phone = c.online?.includes(a.seat) ?? false;
        return (
          <div key={a.seat} className="flex flex-col gap-1" data-seat={a.seat}>
            <h2 className="text-2xl font-bold">{t.waitAqueduct(who)}</h2>
            {phone ? (
              <p className="text-xl text-stone-300">{t.onPhone}</p>
            ) : (
              <div className="grid grid-cols-2 gap-2">
                {a.commands.map((cmd) => (
                  <button
                    key={cmd.resource}
                    type="button"
                    className={`${BTN_SOFT} flex items-center gap-2`}
                    data-testid={`aqueduct-${a.seat}-${cmd.resource}`}
                    onClick={() => void c.act(cmd)}
                  >
                    <ResourceIcon resource={cmd.resource} size={32} />
                    {resName(lang, cmd.resource, c.nicknames)}
                  </button>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

export const walls: FeaturePanel = {
  pieces: (c) => (c.view.walls ? <WallButton {...c} /> : null),
};

export const improvements: FeaturePanel = {
  owed: (c) => (c.legal.aqueduct.length > 0 ? <Aqueduct {...c} /> : null),
  pieces: (c) => (c.view.improvements ? <ImproveButtons {...c} /> : null),
};

export const barbarians: FeaturePanel = {
  owed: (c) => (c.legal.pillage.length > 0 && c.mode.k === 'none' ? <Pillage {...c} /> : null),
};
