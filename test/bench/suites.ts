// The benchmark suites `npm run bench` runs, in order. Add a suite by adding a line.
export interface Suite {
  readonly name: string;
  run(): Promise<string>;
}

export const SUITES: Suite[] = [];
SUITES.push({ name: 'board', run: () => import('./board').then((m) => m.run()) });
SUITES.push({ name: 'board-ck', run: () => import('./board-ck').then((m) => m.run()) });
SUITES.push({ name: 'print', run: () => import('./print').then((m) => m.run()) });
SUITES.push({ name: 'mat', run: () => import('./mat').then((m) => m.run()) });
SUITES.push({ name: 'game', run: () => import('./game').then((m) => m.run()) });
SUITES.push({ name: 'pages', run: () => import('./pages').then((m) => m.run()) });
