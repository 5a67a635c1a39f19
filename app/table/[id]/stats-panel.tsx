'use client';
// The Stats tab: the host's game@1 log, refetched when the tab opens and after every new
// version, folded into statistics by lib/game/stats.ts and drawn by StatsCharts.

import { useEffect, useState } from 'react';
import { useLazyWords } from '@/app/ui/lazy-words';
import { StatsCharts } from '@/app/ui/stats/stats-charts';
import type { PlayerInfo } from '@/lib/game';
import { type GameStats, statsFromLog } from '@/lib/game/stats';
import { TABLE } from './i18n';

export function StatsPanel({
  gameId,
  token,
  version,
  players,
}: {
  gameId: string;
  token: string;
  version: number;
  players: readonly PlayerInfo[];
}) {
  const t = useLazyWords(TABLE);
  const [stats, setStats] = useState<GameStats | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch after every new version
  useEffect(() => {
    let gone = false;
    void (async () => {
      try {
        const r = await fetch(`/api/games/${gameId}/log`, {
          headers: { Authorization: `Bearer ${token}` },
          cache: 'no-store',
        });
        if (!r.ok) return;
        const s = statsFromLog(await r.json());
        if (!gone && s.ok) setStats(s.value);
      } catch {
        // offline: keep the last numbers
      }
    })();
    return () => {
      gone = true;
    };
  }, [gameId, token, version]);
  if (!stats) return <p className="text-lg">{t.statsLoading}</p>;
  return (
    <div data-testid="stats">
      <StatsCharts stats={stats} players={players} />
    </div>
  );
}
