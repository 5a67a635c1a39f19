import 'server-only';
// Checks of the SQLite data folder before the store opens it (games.ts open()), so a server
// never starts on a folder that would silently lose games or answer 500s all evening:
//
// - a zero-length `hexkeeper.sqlite` next to a `server.key` (the folder was used, so the file
//   should hold games) is refused;
// - `PRAGMA quick_check` must answer "ok": a damaged file is refused, saying which file;
// - games stored but no `server.key`: refused — a new key would turn every join link and QR
//   code of those games into "Link not valid"; the message says what to restore.
//
// And for the health check: quickCheck(file) again, at most once a minute (health.ts).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export const dbFile = (dir: string): string => join(dir, 'hexkeeper.sqlite');

/** `PRAGMA quick_check` of the file: null when it is sound, else what SQLite said. */
export function quickCheck(file: string): string | null {
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma('quick_check(5)') as { quick_check: string }[];
    const said = rows.map((r) => r.quick_check);
    return said.length === 1 && said[0] === 'ok' ? null : said.join('; ');
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    db?.close();
  }
}

function gameCount(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const t = db
      .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'games'")
      .get() as { n: number };
    if (t.n === 0) return 0;
    return (db.prepare('SELECT count(*) AS n FROM games').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/**
 * Throws (the server then stops with the message) when the data folder's SQLite file should
 * not be opened. `keyFromEnv`: the key comes from HEXKEEPER_SERVER_KEY, so no file is needed.
 */
export function checkDataFolder(dir: string, keyFromEnv: boolean): void {
  const file = dbFile(dir);
  const keyFile = join(dir, 'server.key');
  if (!existsSync(file)) return;
  const size = statSync(file).size;
  if (size === 0) {
    if (existsSync(keyFile))
      throw new Error(
        `hexkeeper: ${file} is empty (0 bytes), but ${keyFile} shows this data folder has ` +
          'held games: restore hexkeeper.sqlite (and its -wal file) from a backup, or move the ' +
          'folder away to start with no games',
      );
    return;
  }
  const damage = quickCheck(file);
  if (damage)
    throw new Error(
      `hexkeeper: ${file} is damaged (SQLite quick_check: ${damage}): restore it (with its ` +
        '-wal file) from a backup, or move it away to start with no games; the server did not start',
    );
  if (!keyFromEnv && !existsSync(keyFile)) {
    const n = gameCount(file);
    if (n > 0)
      throw new Error(
        `hexkeeper: ${file} holds ${n} game${n === 1 ? '' : 's'} but ${keyFile} is missing: ` +
          'restore server.key from the same backup (a new key would invalidate every join link ' +
          'and QR code of those games), or set HEXKEEPER_SERVER_KEY to it',
      );
  }
}
