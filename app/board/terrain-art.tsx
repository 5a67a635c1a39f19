// Our own terrain art: small vector motifs drawn around the token's place in the middle.
// Every shape here is drawn by this code; nothing is traced from the printed game.
import type { ReactElement } from 'react';
import type { Terrain } from '@/lib/rules/vocab';

export const TERRAIN_FILL: Readonly<Record<Terrain, string>> = {
  forest: '#2f6b3a',
  pasture: '#8cc168',
  fields: '#e8c04a',
  hills: '#c0643b',
  mountains: '#8a8f98',
  desert: '#e6d3a3',
  sea: '#2b6f9e',
};

const tree = (x: number, y: number, s: number, k: string) => (
  <g key={k} transform={`translate(${x} ${y}) scale(${s})`}>
    <rect x={-1.2} y={6} width={2.4} height={5} fill="#5b3b1e" />
    <polygon points="0,-10 -7,2 7,2" fill="#1d4a26" />
    <polygon points="0,-4 -8,8 8,8" fill="#24592f" />
  </g>
);

const sheep = (x: number, y: number, k: string) => (
  <g key={k} transform={`translate(${x} ${y})`}>
    <ellipse cx={0} cy={0} rx={6} ry={4} fill="#f7f5ee" stroke="#6b6b6b" strokeWidth={0.6} />
    <circle cx={6} cy={-1.5} r={2.2} fill="#3d3d3d" />
  </g>
);

const wheat = (x: number, y: number, k: string) => (
  <g key={k} transform={`translate(${x} ${y})`} stroke="#9a7416" strokeWidth={1.2} fill="#c99a1e">
    <line x1={0} y1={8} x2={0} y2={-6} />
    {[-5, -1, 3].map((dy) => (
      <g key={dy}>
        <ellipse cx={-2} cy={dy} rx={1.6} ry={2.6} transform={`rotate(-25 -2 ${dy})`} />
        <ellipse cx={2} cy={dy} rx={1.6} ry={2.6} transform={`rotate(25 2 ${dy})`} />
      </g>
    ))}
  </g>
);

const bricks = (x: number, y: number, k: string) => (
  <g key={k} transform={`translate(${x} ${y})`} fill="#8e3f22" stroke="#f0d0b8" strokeWidth={0.6}>
    <rect x={-9} y={-5} width={8} height={4} />
    <rect x={-1} y={-5} width={8} height={4} />
    <rect x={-5} y={-1} width={8} height={4} />
    <rect x={3} y={-1} width={6} height={4} />
    <rect x={-9} y={-1} width={4} height={4} />
  </g>
);

const peak = (x: number, y: number, s: number, k: string) => (
  <g key={k} transform={`translate(${x} ${y}) scale(${s})`}>
    <polygon points="0,-10 -11,8 11,8" fill="#5d626b" />
    <polygon points="0,-10 -4,-3.5 -1,-5 2,-3 4,-3.5" fill="#f4f6f8" />
  </g>
);

const dune = (y: number, k: string) => (
  <path
    key={k}
    d={`M -22 ${y} q 11 -7 22 0 t 22 0`}
    fill="none"
    stroke="#c2a56a"
    strokeWidth={1.6}
  />
);

const wave = (y: number, k: string) => (
  <path
    key={k}
    d={`M -16 ${y} q 4 -3 8 0 t 8 0 t 8 0 t 8 0`}
    fill="none"
    stroke="#7fb3d6"
    strokeWidth={1.4}
  />
);

/** The motif of a terrain for a hex of circumradius 50, centred on the origin. */
export function terrainArt(t: Terrain): ReactElement[] {
  switch (t) {
    case 'forest':
      return [
        tree(-20, -24, 1, 'a'),
        tree(0, -30, 1.1, 'b'),
        tree(20, -24, 1, 'c'),
        tree(-14, 26, 0.9, 'd'),
        tree(14, 26, 0.9, 'e'),
      ];
    case 'pasture':
      return [sheep(-16, -26, 'a'), sheep(12, -30, 'b'), sheep(-6, 30, 'c'), sheep(18, 26, 'd')];
    case 'fields':
      return [
        wheat(-18, -27, 'a'),
        wheat(-6, -31, 'b'),
        wheat(6, -31, 'c'),
        wheat(18, -27, 'd'),
        wheat(-10, 29, 'e'),
        wheat(10, 29, 'f'),
      ];
    case 'hills':
      return [bricks(-14, -26, 'a'), bricks(12, -28, 'b'), bricks(0, 30, 'c')];
    case 'mountains':
      return [peak(-16, -24, 1, 'a'), peak(10, -30, 1.2, 'b'), peak(0, 28, 0.9, 'c')];
    case 'desert':
      return [dune(-22, 'a'), dune(-10, 'b'), dune(24, 'c'), dune(34, 'd')];
    case 'sea':
      return [wave(-20, 'a'), wave(22, 'b')];
  }
}
