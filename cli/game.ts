// `npm run --silent game -- replay <file> [--json]` replays a game@1 log, checking every
// event against the rules, and prints the final position; `game -- random --ruleset <id>
// --seed <s> [--players n]` prints a complete random legal game that ends with a winner.
// Errors go to stderr as one line, with a non-zero exit and nothing on stdout.

import { readFileSync } from 'node:fs';
import { generateBoard } from '@/lib/board';
import {
  BETWEEN_TURNS,
  type BetweenTurns,
  DEFAULT_OPTIONS,
  formatSummary,
  type GameConfig,
  parseGameLog,
  randomGame,
  replayChecked,
  summarize,
  toGameLog,
} from '@/lib/game';
import { getRuleset, isRulesetId, RULESET_IDS } from '@/lib/rules/rulesets';

const USAGE = `usage: game replay <file> [--json] | game random --ruleset <${RULESET_IDS.join('|')}> --seed <s> [--players <n>] [--dice app|deck] [--between-turns none|special-building-phase|paired-players]`;

function die(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function flags(args: readonly string[], known: readonly string[], booleans: readonly string[]) {
  const out: Record<string, string | true> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (!a.startsWith('--')) {
      rest.push(a);
      continue;
    }
    const name = a.slice(2);
    if (booleans.includes(name)) out[name] = true;
    else if (known.includes(name)) {
      const v = args[i + 1];
      if (v === undefined || v.startsWith('--')) die(`--${name} needs a value`);
      out[name] = v;
      i++;
    } else die(`unknown flag ${a}; ${USAGE}`);
  }
  return { out, rest };
}

function replay(args: readonly string[]): void {
  const { out, rest } = flags(args, [], ['json']);
  if (rest.length !== 1) die(USAGE);
  const file = rest[0] as string;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    die(`cannot read ${file}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    die(`${file}: not JSON (${e instanceof Error ? e.message : 'parse error'})`);
  }
  const log = parseGameLog(json);
  if (!log.ok) die(log.error.message);
  const r = replayChecked(log.value.config, log.value.events);
  if (!r.ok) die(`event ${r.error.index}: ${r.error.error.code}: ${r.error.error.message}`, 1);
  const summary = summarize(r.value);
  process.stdout.write(
    out.json ? `${JSON.stringify(summary, null, 2)}\n` : `${formatSummary(summary)}\n`,
  );
}

function random(args: readonly string[]): void {
  const { out, rest } = flags(args, ['ruleset', 'seed', 'players', 'dice', 'between-turns'], []);
  if (rest.length) die(USAGE);
  const id = out.ruleset;
  const seed = out.seed;
  // Preview rulesets (listed: false, e.g. ck) are played here too, though the help names none.
  if (typeof id !== 'string' || !isRulesetId(id))
    die(`--ruleset must be one of ${RULESET_IDS.join(', ')}`);
  if (typeof seed !== 'string') die('--seed is required');
  const rs = getRuleset(id);
  const players = out.players === undefined ? rs.players.max : Number(out.players);
  if (!Number.isInteger(players) || players < rs.players.min || players > rs.players.max)
    die(`--players: ${id} is for ${rs.players.min}–${rs.players.max} players`);
  const dice = out.dice ?? 'app';
  if (dice !== 'app' && dice !== 'deck') die('--dice must be app or deck');
  const between = out['between-turns'] ?? 'none';
  if (typeof between !== 'string' || !(BETWEEN_TURNS as readonly string[]).includes(between))
    die(`--between-turns must be one of ${BETWEEN_TURNS.join(', ')}`);
  const options = {
    ...DEFAULT_OPTIONS,
    dice: dice as 'app' | 'deck',
    betweenTurns: between as BetweenTurns,
  };
  let board = null;
  if (!rs.features.printedBoard) {
    const b = generateBoard({ ruleset: rs.boardOf, seed, players });
    if (!b.ok) die(`board: ${b.error.message}`);
    board = b.value;
  }
  const colors = ['red', 'blue', 'white', 'orange', 'green', 'brown'];
  // Bots occasionally stall (every piece placed, no points left to take): try the next game.
  for (let attempt = 0; attempt < 20; attempt++) {
    const config: GameConfig = {
      ruleset: id,
      seed: attempt === 0 ? seed : `${seed}-${attempt}`,
      players: Array.from({ length: players }, (_, i) => ({
        name: `Player ${i + 1}`,
        color: colors[i] ?? 'grey',
      })),
      board,
      options,
    };
    const g = randomGame(config);
    if (g.state.winner !== null) {
      process.stdout.write(`${JSON.stringify(toGameLog(config, g.events))}\n`);
      return;
    }
  }
  die('no random game reached a winner', 1);
}

const [cmd, ...args] = process.argv.slice(2);
if (cmd === 'replay') replay(args);
else if (cmd === 'random') random(args);
else die(USAGE);
