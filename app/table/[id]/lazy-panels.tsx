'use client';
// The table's panels and dialogs that are not needed at first paint, each loaded on demand
// (next/dynamic): the game-over dialog (it reads the game log with zod's schemas), the stats
// tab, the rules card (opened from the header, or by itself when a game starts), the
// correction dialog, the private reveal, Starfarers' board and panel and the real bag's panel
// of an island game (only those rulesets draw them). The table page's first scripts stay light: test/e2e/table-light.test.ts checks it.
import dynamic from 'next/dynamic';

const none = () => null;

export const GameOver = dynamic(() => import('./game-over').then((m) => m.GameOver), {
  loading: none,
});
export const StatsPanel = dynamic(() => import('./stats-panel').then((m) => m.StatsPanel), {
  loading: none,
});
export const RulesDialog = dynamic(() => import('./rules-card').then((m) => m.RulesDialog), {
  loading: none,
});
export const RulesOnStart = dynamic(() => import('./rules-card').then((m) => m.RulesOnStart), {
  loading: none,
});
export const CorrectPanel = dynamic(() => import('./correct-panel').then((m) => m.CorrectPanel), {
  loading: none,
});
export const PrivateReveal = dynamic(() => import('./reveal').then((m) => m.PrivateReveal), {
  loading: none,
});
export const StarfarersBoard = dynamic(
  () => import('./starfarers/sf-board').then((m) => m.StarfarersBoard),
  { loading: none },
);
export const StarfarersPanel = dynamic(
  () => import('./starfarers/sf-panel').then((m) => m.StarfarersPanel),
  { loading: none },
);
export const BagDrawPanel = dynamic(() => import('./bag-draw').then((m) => m.BagDrawPanel), {
  loading: none,
});
