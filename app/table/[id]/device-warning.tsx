'use client';
// The tablet's warning that a second device now follows a seat (from the table stream's
// device counts): someone may be reading that player's hand. It stays until dismissed, and
// names each seat that went from one device to two or more since the last look.
import { useEffect, useRef, useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import type { GameConfig } from '@/lib/game';
import { nameOf } from './describe';
import { type DeviceCounts, devicesAt, newlyShared, PHONES } from './phones';

export function DeviceWarning({
  config,
  devices,
}: {
  config: GameConfig;
  devices: DeviceCounts | null;
}) {
  const w = useLazyWords(PHONES);
  const prev = useRef<DeviceCounts | null>(null);
  const [seats, setSeats] = useState<readonly number[]>([]);
  useEffect(() => {
    // Unknown (a dropped stream) keeps the last counts, so a reconnect does not warn again.
    if (devices === null) return;
    const fresh = newlyShared(prev.current, devices);
    prev.current = devices;
    if (fresh.length > 0) setSeats((s) => [...new Set([...s, ...fresh])].sort((a, b) => a - b));
  }, [devices]);
  const live = seats.filter((s) => (devicesAt(devices, s) ?? 2) >= 2);
  if (live.length === 0) return null;
  return (
    <div
      role="alert"
      className="mx-3 mt-2 flex items-center gap-3 rounded-xl bg-amber-900 px-4 py-3 text-xl text-amber-50"
      data-testid="second-device"
      data-seats={live.join(' ')}
    >
      <span className="flex-1">
        {live.map((s) => w.secondDevice(nameOf(config, s), devicesAt(devices, s) ?? 2)).join(' ')}
      </span>
      <button
        type="button"
        className="min-h-12 min-w-12 rounded-lg bg-black/30 px-3"
        data-testid="second-device-dismiss"
        onClick={() => setSeats([])}
      >
        {w.dismiss}
      </button>
    </div>
  );
}
