// `npm run --silent print -- --board <share code | board.json> --paper a4 --out board.pdf`
// and `--piece token:6=2 --piece card:grain=19`: true-size print kits from the command line.
// Bad flags exit with status 2 and one line saying what was wrong. The board's QR code points
// at --origin, else at the live server's public origin (HEXKEEPER_PUBLIC_URL, else this
// machine's LAN address on port $PORT or 3000): run with `--conditions=react-server` (as
// `npm run print` does) so lib/server's server-only marker lets the CLI reuse it.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { DEFAULT_RULESET, RULESET_IDS } from '../lib/rules/rulesets';
import { publicOrigin } from '../lib/server/network';
import {
  type BoardInput,
  kitBytes,
  PIECE_SYNTAX,
  pageCount,
  preparePrint,
  splitPieceArg,
} from '../print';

const HELP = `usage: npm run --silent print -- [--board <share code | board.json>] [--piece <id>[=<count>] …] --out <file.pdf | ->

  --board <code|file>    a share code (or a link holding one) or a board@1 JSON file
  --piece <id>=<n>       pieces to print, repeatable; ids:
                           ${PIECE_SYNTAX.join('\n                           ')}
  --paper a4|letter|a3|a2|a1 (a4)      --margin <mm> (10)      --gap <mm> (2)
  --mat                  the board as one true-size play mat tiled over sheets (a sheet map
                         first), or one A2/A1 sheet; with --no-water land and harbors only
  --overlap <mm> (10)    play mat: the glue strip neighbouring sheets share, 5 to 30
  --lang en|sv|de|da     (en)          --nicknames             Swedish table nicknames
  --backs none|duplex|fold (duplex)    --bleed <mm> (0)        --crop-marks
  --back-x/--back-y <mm> (0)           duplex: shift the back pages (+ right/down), -5 to 5
  --back-bleed <mm> (2)  duplex back pages: at least this bleed   --duplex-test   the duplex test sheet
  --no-cut-lines         --ink-saver   --calibration           --no-guide   --no-water   --no-names
  --ruleset <id>         VP card names and cost card: ${RULESET_IDS.join(', ')} (${DEFAULT_RULESET})
  --complete <ruleset>   a whole game in one PDF: ${RULESET_IDS.join(', ')}
                         (board, all cards, pieces in each colour, score track, rules page,
                         36-card dice deck); with --board that board, else a fresh one
  --seed <seed>          the fresh board of --complete (else a random seed)
  --origin <url>         link in the board QR code (HEXKEEPER_PUBLIC_URL, else this
                         machine's LAN address, port $PORT or 3000; https when
                         HEXKEEPER_HTTPS=1, as for a server started with --https)
  --scale <k>  --hex <mm>  --token <mm>  --card-w/--card-h <mm>  --cost-w/--cost-h <mm>  --harbor-w/--harbor-h <mm>
  --out <file>           where the PDF goes ("-" for standard output)`;

const VALUE_FLAGS: Record<string, string> = {
  paper: 'paper',
  margin: 'margin',
  gap: 'gap',
  lang: 'lang',
  backs: 'backs',
  bleed: 'bleed',
  'back-x': 'backX',
  'back-y': 'backY',
  'back-bleed': 'backBleed',
  ruleset: 'ruleset',
  complete: 'complete',
  seed: 'seed',
  origin: 'origin',
  overlap: 'overlap',
  scale: 'scale',
  hex: 'hex',
  token: 'token',
  'card-w': 'cardW',
  'card-h': 'cardH',
  'cost-w': 'costW',
  'cost-h': 'costH',
  'harbor-w': 'harborW',
  'harbor-h': 'harborH',
};
const SWITCHES: Record<string, [string, boolean]> = {
  nicknames: ['nicknames', true],
  'crop-marks': ['cropMarks', true],
  'cut-lines': ['cutLines', true],
  'no-cut-lines': ['cutLines', false],
  'ink-saver': ['inkSaver', true],
  calibration: ['calibration', true],
  'duplex-test': ['duplexTest', true],
  guide: ['guide', true],
  'no-guide': ['guide', false],
  water: ['water', true],
  'no-water': ['water', false],
  mat: ['mat', true],
  names: ['names', true],
  'no-names': ['names', false],
};

function fail(message: string): never {
  process.stderr.write(`print: ${message}\n`);
  process.exit(2);
}

/** The origin the live server would give phones: a printed QR code must not say localhost. */
function defaultOrigin(): string {
  const port = /^\d{1,5}$/.test(process.env.PORT ?? '') ? process.env.PORT : '3000';
  return publicOrigin(`http://localhost:${port}/`, null);
}

function parseArgs(argv: readonly string[]) {
  const raw: Record<string, unknown> = {};
  const pieces: { id: string; count: string }[] = [];
  let board: BoardInput;
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${HELP}\n`);
      process.exit(0);
    }
    if (!arg.startsWith('--'))
      fail(`unexpected argument ${JSON.stringify(arg)} (flags start with --; see --help)`);
    const eq = arg.indexOf('=');
    const name = eq > 0 && !arg.startsWith('--piece=') ? arg.slice(2, eq) : arg.slice(2);
    const switched = SWITCHES[name];
    if (switched) {
      raw[switched[0]] = switched[1];
      continue;
    }
    const isPiece = name === 'piece' || arg.startsWith('--piece=');
    if (!isPiece && name !== 'board' && name !== 'out' && !VALUE_FLAGS[name])
      fail(`unknown flag --${name} (see --help)`);
    const value = (() => {
      if (arg.startsWith('--piece=')) return arg.slice('--piece='.length);
      if (eq > 0) return arg.slice(eq + 1);
      const v = argv[++i];
      if (v === undefined || (v.startsWith('--') && v.length > 2)) fail(`--${name} needs a value`);
      return v;
    })();
    const key = arg.startsWith('--piece=') ? 'piece' : name;
    if (key === 'piece') pieces.push(splitPieceArg(value));
    else if (key === 'board') {
      if (board) fail('--board given twice');
      if (value.endsWith('.json') || existsSync(value)) {
        let text: string;
        try {
          text = readFileSync(value, 'utf8');
        } catch (e) {
          fail(`--board: cannot read ${value}: ${(e as Error).message}`);
        }
        try {
          board = { json: JSON.parse(text) };
        } catch {
          fail(`--board: ${value} is not JSON`);
        }
      } else board = { share: value };
    } else if (key === 'out') out = value;
    else {
      const opt = VALUE_FLAGS[key];
      if (!opt) fail(`unknown flag --${key} (see --help)`);
      raw[opt] = value;
    }
  }
  if (pieces.length) raw.pieces = pieces;
  if (raw.origin === undefined) raw.origin = defaultOrigin();
  if (!out) fail('--out <file.pdf> is required ("-" writes to standard output)');
  return { raw, board, out };
}

const { raw, board, out } = parseArgs(process.argv.slice(2));
const plan = preparePrint(raw, board);
if (!plan.ok) fail(`${plan.error.code}: ${plan.error.message}`);
const pdf = await kitBytes(plan.value);
if (out === '-') process.stdout.write(pdf);
else {
  writeFileSync(out, pdf);
  const fronts = pageCount(plan.value);
  process.stderr.write(
    `print: wrote ${out}: ${fronts} page${fronts === 1 ? '' : 's'}, ${plan.value.options.paper}, ${(pdf.length / 1024).toFixed(0)} kB\n`,
  );
}
