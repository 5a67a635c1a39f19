'use client';
// Cities and knights' drawings on the tablet, loaded only for a game that has the barbarians
// (every cities-and-knights ruleset): the barbarian track, each seat's improvement line, the
// knights, walls and metropolises on the board and the three-dice pad. A base game's tablet
// renders none of them, so it never downloads them (test/e2e/table-light.test.ts).
import dynamic from 'next/dynamic';
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

export { Dice as ThreeDicePad };
