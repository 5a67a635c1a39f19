'use client';
// Cities and knights' drawings on the tablet, loaded only for a game that has the barbarians
// (every cities-and-knights ruleset): the barbarian track, each seat's improvement line, the
// knights, walls and metropolises on the board, the three-dice pad, and the progress cards'
// merchant, swapped numbers and notices. A base game's tablet
// renders none of them, so it never downloads them (test/e2e/table-light.test.ts).
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { GameView } from '@/lib/game/view';

const none = () => null;

const Track = dynamic(() => import('./barbarian-track').then((m) => m.BarbarianTrack), {
  loading: none,
});
const ScoreLine = dynamic(() => import('./barbarian-track').then((m) => m.CkScoreLine), {
  loading: none,
});
const Pieces = dynamic(() => import('./ck-pieces').then((m) => m.CkPieces), { loading: none });
const Walls = dynamic(() => import('./ck-pieces').then((m) => m.CkWalls), { loading: none });
const Progress = dynamic(() => import('./progress-pieces').then((m) => m.ProgressPieces), {
  loading: none,
});
const Notice = dynamic(() => import('./progress-notice').then((m) => m.ProgressNotice), {
  loading: none,
});
const Dice = dynamic(() => import('./panels/three-dice').then((m) => m.ThreeDicePad), {
  loading: none,
});

export function BarbarianTrack({ view }: { view: GameView }) {
  return view.barbarians ? <Track view={view} /> : null;
}

export function CkScoreLine({ view, seat }: { view: GameView; seat: number }) {
  return view.barbarians ? <ScoreLine view={view} seat={seat} /> : null;
}

export function CkPieces({
  view,
  marks,
}: {
  view: GameView;
  marks: readonly { readonly ink: string; readonly initial: string }[];
}) {
  return view.barbarians ? <Pieces view={view} marks={marks} /> : null;
}

export function CkWalls({ view }: { view: GameView }) {
  return view.barbarians ? <Walls view={view} /> : null;
}

/** The merchant and the inventor's swapped numbers on the board (progress cards). */
export function ProgressPieces({ view }: { view: GameView }) {
  return view.progress ? <Progress view={view} /> : null;
}

/** A progress card played, said in the strip under the board. */
export function ProgressNotice(
  p: { view: GameView } & Omit<ComponentProps<typeof Notice>, 'config'>,
) {
  return p.view.progress ? <Notice {...p} config={p.view.config} /> : null;
}

export { Dice as ThreeDicePad };
