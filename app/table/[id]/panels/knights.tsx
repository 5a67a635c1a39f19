'use client';
// The knights feature's panel (cities and knights): hire, activate, promote and move a knight,
// each a button that turns the board's listed intersections into spots to tap; and the choice
// the game waits for when a knight was displaced — its owner places it on their phone, or here
// on the board where no phone follows that seat. Every tap sends the legal list's command.

import { CK } from '@/app/ui/i18n-ck';
import { useLazyWords } from '@/app/ui/lazy-words';
import { cardsAside } from '@/lib/game/ck-table';
import { legalActions } from '@/lib/game/legal';
import { nameOf } from '../describe';
import { BTN_SOFT } from '../pickers';
import type { BoardMode, FeaturePanel, PanelCtx } from './kit';

/** The acting seat's knight list: its own view's where read, else the table's cards aside. */
export function knightList(c: PanelCtx) {
  return c.mine.knights ?? legalActions(cardsAside(c.view, c.actor), c.actor).knights;
}

/** The board mode a chase starts: the knights beside the robber, then the hexes each may send
 * it to, each tap sending the listed `chaseRobber` command (the victim asked where there is a
 * choice). */
export function chaseMode(
  k: NonNullable<ReturnType<typeof knightList>>,
  labels: { readonly from: string; readonly to: string },
): BoardMode {
  return {
    k: 'knightChase',
    from: null,
    chases: k.chases,
    commands: k.commands.filter((x) => x.type === 'chaseRobber'),
    labels,
  };
}

function KnightButtons(c: PanelCtx) {
  const t = useLazyWords(CK);
  const k = knightList(c);
  if (!k) return null;
  const btn = (key: string, label: string, ids: readonly string[], tap: string) => (
    <button
      key={key}
      type="button"
      className={`${BTN_SOFT} min-h-16 ${ids.length === 0 ? 'opacity-60' : ''}`}
      aria-disabled={ids.length === 0 || undefined}
      data-testid={`knight-${key}`}
      data-spots={ids.length}
      onClick={() => {
        if (ids.length === 0) return;
        const type = { hire: 'hireKnight', activate: 'activateKnight', promote: 'promoteKnight' }[
          key
        ];
        c.setMode({
          k: 'spots',
          ids,
          commands: k.commands.filter((x) => x.type === type),
          seat: c.actor,
          label: tap,
        });
      }}
    >
      {label}
    </button>
  );
  return (
    <>
      {btn('hire', t.hire, k.hire, t.tapHire)}
      {btn('activate', t.activate, k.activate, t.tapActivate)}
      {btn('promote', t.promote, k.promote, t.tapPromote)}
      <button
        type="button"
        className={`${BTN_SOFT} min-h-16 ${k.moves.length === 0 ? 'opacity-60' : ''}`}
        aria-disabled={k.moves.length === 0 || undefined}
        data-testid="knight-move"
        data-spots={k.moves.length}
        onClick={() => {
          if (k.moves.length === 0) return;
          c.setMode({
            k: 'knightMove',
            from: null,
            moves: k.moves,
            commands: k.commands,
            labels: { from: t.tapKnightFrom, to: t.tapKnightTo },
          });
        }}
      >
        {t.moveKnight}
      </button>
      <button
        type="button"
        className={`${BTN_SOFT} min-h-16 ${k.chases.length === 0 ? 'opacity-60' : ''}`}
        aria-disabled={k.chases.length === 0 || undefined}
        data-testid="knight-chase"
        data-spots={new Set(k.chases.map((x) => x.vertex)).size}
        onClick={() => {
          if (k.chases.length === 0) return;
          c.setMode(chaseMode(k, { from: t.tapChaseFrom, to: t.tapChaseTo }));
        }}
      >
        {t.chaseRobber}
      </button>
    </>
  );
}

/** The board is being tapped for a knight, a wall, a city: what for, and a way back. */
export function CkPrompt({ mode, setMode, spots }: PanelCtx) {
  const t = useLazyWords(CK);
  if (mode.k !== 'spots' && mode.k !== 'knightMove' && mode.k !== 'knightChase') return null;
  const title =
    mode.k === 'spots' ? mode.label : mode.from === null ? mode.labels.from : mode.labels.to;
  return (
    <div className="flex flex-col gap-2" data-testid="ck-prompt">
      <h2 className="text-3xl font-bold">{title}</h2>
      <p className="text-xl text-stone-300" data-testid="ck-spots" data-spots={spots ?? 0}>
        {spots ?? 0}
      </p>
      <button type="button" className={BTN_SOFT} onClick={() => setMode({ k: 'none' })}>
        {t.cancel}
      </button>
    </div>
  );
}

/** A displaced knight: who places it, on their phone or here. */
function Displaced(c: PanelCtx) {
  const t = useLazyWords(CK);
  const d = c.legal.displaced;
  if (!d) return null;
  const who = nameOf(c.view.config, d.seat);
  const phone = c.online?.includes(d.seat) ?? false;
  const none = d.spots.length === 0;
  return (
    <div
      className="flex flex-col gap-2"
      data-testid="ck-wait"
      data-wait="displaced"
      data-seat={d.seat}
    >
      <h2 className="text-2xl font-bold">{t.waitDisplaced(who)}</h2>
      {phone ? (
        <p className="text-xl text-stone-300">{t.onPhone}</p>
      ) : none ? (
        <button
          type="button"
          className={BTN_SOFT}
          data-testid="displaced-supply"
          onClick={() => {
            const cmd = d.commands[0];
            if (cmd) void c.act(cmd);
          }}
        >
          {t.toSupply}
        </button>
      ) : (
        <button
          type="button"
          className={BTN_SOFT}
          data-testid="displaced-here"
          onClick={() =>
            c.setMode({
              k: 'spots',
              ids: d.spots,
              commands: d.commands,
              seat: d.seat,
              label: t.tapDisplaced(who),
            })
          }
        >
          {t.chooseHere(who)}
        </button>
      )}
    </div>
  );
}

export const knights: FeaturePanel = {
  owed: (c) => (c.legal.displaced && c.mode.k === 'none' ? <Displaced {...c} /> : null),
  tapping: (c) =>
    c.mode.k === 'spots' || c.mode.k === 'knightMove' || c.mode.k === 'knightChase' ? (
      <CkPrompt {...c} />
    ) : null,
  pieces: (c) => (c.view.knightPieces ? <KnightButtons {...c} /> : null),
};
