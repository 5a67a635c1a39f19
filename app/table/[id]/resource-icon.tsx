// A resource as a small tile of its terrain (our own art), so a card reads by picture as well
// as by colour and name.
import { TERRAIN_FILL, terrainArt } from '@/app/board/terrain-art';
import { isResource, RESOURCE_TERRAIN } from '@/lib/rules/vocab';

const HEX = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 180) * (60 * i - 90);
  return `${(Math.cos(a) * 48).toFixed(1)},${(Math.sin(a) * 48).toFixed(1)}`;
}).join(' ');

export function ResourceIcon({ resource, size = 40 }: { resource: string; size?: number }) {
  const terrain = isResource(resource) ? RESOURCE_TERRAIN[resource] : null;
  return (
    <svg
      width={size}
      height={size}
      viewBox="-50 -50 100 100"
      aria-hidden="true"
      className="shrink-0"
    >
      <polygon
        points={HEX}
        fill={terrain ? TERRAIN_FILL[terrain] : '#777'}
        stroke="#f4ead2"
        strokeWidth={3}
      />
      {terrain ? <g transform="scale(1.25)">{terrainArt(terrain)}</g> : null}
    </svg>
  );
}

/** A resource with its count, large: what the payout banner and pickers show. */
export function ResourceCount({
  resource,
  count,
  label,
  size = 40,
}: {
  resource: string;
  count: number;
  label: string;
  size?: number;
}) {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-lg bg-black/30 px-2 py-1"
      data-resource={resource}
      data-count={count}
    >
      <ResourceIcon resource={resource} size={size} />
      <span className="text-2xl font-bold tabular-nums">{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
