// Runs once when the server starts: open the game store now, so `npm start` creates the data
// folder and the SQLite file (and fails loudly if it cannot) before the first table connects.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { server } = await import('./lib/server/games');
    server();
  }
}
