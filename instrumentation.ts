// Runs once when the server starts: open the game store now, so `npm start` creates the data
// folder and the SQLite file — or, with DATABASE_URL, connects to PostgreSQL, runs its
// migrations and starts listening for other instances' appends — before the first table
// connects. A store that cannot be opened stops the server with the reason, rather than
// answering every game request with a 500. HEXKEEPER_LOOP_STATS=<seconds> logs the event
// loop's delay and the store's commits (lib/server/loop-stats.ts; off by default).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startLoopStats } = await import('./lib/server/loop-stats');
    startLoopStats();
    const { server } = await import('./lib/server/games');
    try {
      await server();
    } catch (e) {
      console.error('hexkeeper: cannot open the game store:', e instanceof Error ? e.message : e);
      process.exit(1);
    }
    // The production server (cli/serve.mjs) serves the live streams itself through this.
    const { installNodeRoutes } = await import('./lib/server/node-routes');
    installNodeRoutes();
  }
}
