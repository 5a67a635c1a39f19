// `npm run print` as a user runs it: a PDF on success, status 2 and one line on a bad flag;
// and every font in the PDF embedded (pdffonts), so every å, ø and ß prints.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boardLink } from '../../print';
import { sampleBoard } from '../../print/sample';
import { pageQr, pageSizes } from './print-helpers';

const dir = mkdtempSync(join(tmpdir(), 'hexkeeper-print-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// As `npm run print` runs it: the react-server condition lets it reuse lib/server's origin.
const cli = (args: string[], env: Record<string, string | undefined> = {}) =>
  spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'cli/print.ts', ...args],
    {
      encoding: 'utf8',
      env: { ...process.env, HEXKEEPER_PUBLIC_URL: undefined, ...env },
    },
  );

describe('cli/print.ts', () => {
  it('prints a board JSON file with extra pieces on Letter', async () => {
    const file = join(dir, 'board.json');
    writeFileSync(file, JSON.stringify(sampleBoard()));
    const out = join(dir, 'board.pdf');
    const r = cli(['--board', file, '--paper', 'letter', '--piece', 'card:grain=2', '--out', out]);
    const said = /^print: wrote .*board\.pdf: (\d+) pages, letter, \d+ kB\n$/.exec(r.stderr);
    expect(said).not.toBeNull();
    expect(r.status).toBe(0);
    const sizes = await pageSizes(readFileSync(out));
    // Guide, 8 sheets of hexes and the robber (the grain cards on the last, then their backs),
    // the lettered tokens and their backs: 10 sheets, each front with its back or a blank one.
    expect(sizes).toHaveLength(Number(said?.[1]));
    expect(sizes.length).toBe(20);
    expect(sizes[0]).toEqual({ w: 612, h: 792 });
  }, 30_000);

  it('prints the duplex test sheet with a back offset written with decimal commas', async () => {
    const out = join(dir, 'duplex-test.pdf');
    const r = cli(['--duplex-test', '--back-x', '1,5', '--back-y', '-0,8', '--out', out]);
    expect(r.stderr).toMatch(/^print: wrote .*duplex-test\.pdf: 2 pages, a4, \d+ kB\n$/);
    expect(r.status).toBe(0);
    expect(await pageSizes(readFileSync(out))).toHaveLength(2);
  }, 30_000);

  it.each([
    [
      ['--paper', 'b5', '--out', 'x.pdf'],
      'print: ERR_BAD_OPTION: paper: got "b5"; accepted: a4, letter, a3',
    ],
    [['--piece', 'token:7=2', '--out', 'x.pdf'], 'print: ERR_BAD_PIECE: unknown piece "token:7"'],
    [
      ['--piece', 'card:ore=5000', '--out', 'x.pdf'],
      'print: ERR_TOO_MANY: piece "card:ore" count: at most 200 of one piece',
    ],
    [['--board', 'nonsense', '--out', 'x.pdf'], 'print: ERR_BAD_BOARD: board: share code'],
    [['--board', join(dir, 'missing.json'), '--out', 'x.pdf'], 'print: --board: cannot read'],
    [['--colour', 'red'], 'print: unknown flag --colour (see --help)'],
    [['--piece', 'token:6'], 'print: --out <file.pdf> is required'],
    [['--margin'], 'print: --margin needs a value'],
    [
      ['--duplex-test', '--back-x', '6', '--out', 'x.pdf'],
      'print: ERR_BAD_OPTION: backX: expected -5–5 mm',
    ],
  ])(
    '%j exits 2: %s',
    (args, message) => {
      const r = cli(args);
      expect(r.status).toBe(2);
      expect(r.stderr.startsWith(message)).toBe(true);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    },
    30_000,
  );

  describe('the QR code on the guide never says localhost', () => {
    const file = join(dir, 'qr-board.json');
    writeFileSync(file, JSON.stringify(sampleBoard()));
    const qrOf = (args: string[], env: Record<string, string | undefined>) => {
      const out = join(dir, `qr-${args.length}-${Object.keys(env).join()}.pdf`);
      const r = cli(['--board', file, ...args, '--out', out], env);
      expect(r.status, r.stderr).toBe(0);
      return pageQr(readFileSync(out));
    };
    it.each([
      [
        'HEXKEEPER_PUBLIC_URL',
        [],
        { HEXKEEPER_PUBLIC_URL: 'https://games.example.org/x' },
        'https://games.example.org',
      ],
      [
        '--origin over HEXKEEPER_PUBLIC_URL',
        ['--origin', 'http://10.1.2.3:8080'],
        { HEXKEEPER_PUBLIC_URL: 'https://games.example.org' },
        'http://10.1.2.3:8080',
      ],
    ] as const)(
      '%s',
      (_, args, env, origin) => {
        expect(qrOf([...args], env)).toBe(boardLink(sampleBoard(), origin));
      },
      30_000,
    );

    it("with neither: this machine's LAN address, as the live server gives phones", () => {
      const link = qrOf([], { PORT: '4123' });
      expect(link).not.toBeNull();
      const u = new URL(link ?? '');
      expect(u.hostname).not.toMatch(/^(localhost|127\.|\[::1\])/);
      expect(u.port).toBe('4123');
    }, 30_000);

    it('with HEXKEEPER_HTTPS=1 (a server started with --https): the LAN address over https', () => {
      const link = qrOf([], { PORT: '4124', HEXKEEPER_HTTPS: '1' });
      const u = new URL(link ?? '');
      expect(u.protocol).toBe('https:');
      expect(u.hostname).not.toMatch(/^(localhost|127\.|\[::1\])/);
      expect(u.port).toBe('4124');
    }, 30_000);
  });

  it('embeds every font it uses (no unembedded standard fonts)', () => {
    const out = join(dir, 'fonts.pdf');
    const r = cli([
      '--lang',
      'da',
      '--calibration',
      '--piece',
      'hex:desert',
      '--piece',
      'special:largestArmy',
      '--out',
      out,
    ]);
    expect(r.status).toBe(0);
    const rows = execFileSync('pdffonts', [out], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatch(/NotoSans/);
      // columns: … emb sub uni object ID
      expect(row).toMatch(/\syes\s+yes\s+yes\s+\d+\s+\d+$/);
    }
  }, 30_000);
});
