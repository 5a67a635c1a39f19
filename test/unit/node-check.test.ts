import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module without types (cli/ runs before any build)
import { nodeTooOld, PROJECT_NODE } from '../../cli/node-check.mjs';

describe('the Node version npm start and npm test accept', () => {
  it.each([
    ['v20.20.2', false],
    ['v22.11.0', false],
    ['v22.12.0', true],
    ['v22.23.3', true],
    ['v24.21.0', true],
    ['v26.10.0', true],
  ])('%s accepted: %s', (version, accepted) => {
    expect(nodeTooOld(version) === null).toBe(accepted);
  });

  it('a refusal names the version found, the minimum and that npm install brings Node 24', () => {
    const refusal = nodeTooOld('v20.20.2');
    expect(refusal).toContain('v20.20.2');
    expect(refusal).toContain('22.12');
    expect(refusal).toContain('npm install');
  });

  it('the Node it falls back to is the one the pinned dev dependency `node` installs', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(pkg.devDependencies.node).toBe('24.21.0');
    expect(pkg.allowScripts.node).toBe(true);
    expect(PROJECT_NODE).toBe(resolve('node_modules/node/bin/node'));
    const r = spawnSync(PROJECT_NODE, ['--version'], { encoding: 'utf8' });
    expect(r.stdout.trim()).toBe('v24.21.0');
  });
});
