// Our own resource icons for the phone: a coloured card with a simple motif, drawn here in
// SVG (nothing traced from the printed game). Each resource also differs by shape of motif,
// so the hand reads without colour vision; the name is always printed beside it.

const BG: Readonly<Record<string, string>> = {
  lumber: '#3f7d3c',
  wool: '#7cb342',
  grain: '#e0b030',
  brick: '#c25b2e',
  ore: '#6f7782',
  fuel: '#b5562a',
  carbon: '#3b3f46',
  food: '#5c9a3a',
  goods: '#7a5aa6',
};

function Motif({ resource }: { resource: string }) {
  switch (resource) {
    case 'lumber':
      return (
        <g>
          <rect x={14.5} y={22} width={3} height={6} fill="#5b3b1e" />
          <polygon points="16,4 8,15 24,15" fill="#1d4a26" />
          <polygon points="16,9 6,23 26,23" fill="#24592f" />
        </g>
      );
    case 'wool':
      return (
        <g>
          <ellipse cx={15} cy={18} rx={9} ry={6} fill="#f7f5ee" stroke="#444" strokeWidth={0.8} />
          <circle cx={24} cy={15} r={3.2} fill="#3d3d3d" />
          <line x1={10} y1={23} x2={10} y2={27} stroke="#3d3d3d" strokeWidth={1.6} />
          <line x1={19} y1={23} x2={19} y2={27} stroke="#3d3d3d" strokeWidth={1.6} />
        </g>
      );
    case 'grain':
      return (
        <g stroke="#7a5a10" strokeWidth={1.2} fill="#f6d66a">
          <line x1={16} y1={28} x2={16} y2={6} />
          {[9, 14, 19].map((y) => (
            <g key={y}>
              <ellipse cx={13} cy={y} rx={2.2} ry={3.4} transform={`rotate(-25 13 ${y})`} />
              <ellipse cx={19} cy={y} rx={2.2} ry={3.4} transform={`rotate(25 19 ${y})`} />
            </g>
          ))}
        </g>
      );
    case 'brick':
      return (
        <g fill="#e7a07a" stroke="#6d2a10" strokeWidth={1}>
          <rect x={5} y={8} width={10} height={5} />
          <rect x={17} y={8} width={10} height={5} />
          <rect x={10} y={14} width={12} height={5} />
          <rect x={5} y={20} width={10} height={5} />
          <rect x={17} y={20} width={10} height={5} />
        </g>
      );
    case 'ore':
      return (
        <g stroke="#2e3238" strokeWidth={1}>
          <polygon points="4,26 11,12 18,26" fill="#c9ced6" />
          <polygon points="13,26 21,8 29,26" fill="#a9b0ba" />
        </g>
      );
    case 'fuel':
      return (
        <path d="M16 5 C 22 14 25 18 25 21 A 9 9 0 0 1 7 21 C 7 18 10 14 16 5 Z" fill="#ffd27a" />
      );
    case 'carbon':
      return (
        <polygon points="16,5 26,14 16,28 6,14" fill="#9aa3ad" stroke="#e8ecf0" strokeWidth={1} />
      );
    case 'food':
      return (
        <g>
          <circle cx={16} cy={18} r={8} fill="#e9503f" />
          <path d="M16 10 C 17 7 19 6 21 6" stroke="#5b3b1e" strokeWidth={1.5} fill="none" />
        </g>
      );
    case 'goods':
      return (
        <g fill="#e8d7b0" stroke="#4a3466" strokeWidth={1}>
          <rect x={7} y={10} width={18} height={15} />
          <line x1={7} y1={17.5} x2={25} y2={17.5} />
          <line x1={16} y1={10} x2={16} y2={25} />
        </g>
      );
    default:
      return (
        <text x={16} y={21} textAnchor="middle" fontSize={14} fill="#fff">
          ?
        </text>
      );
  }
}

/** A resource icon, `size` CSS pixels square; decorative (the name is printed beside it). */
export function ResourceIcon({ resource, size = 40 }: { resource: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
      <rect x={1} y={1} width={30} height={30} rx={6} fill={BG[resource] ?? '#777'} />
      <Motif resource={resource} />
    </svg>
  );
}
