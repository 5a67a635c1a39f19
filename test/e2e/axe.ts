// Accessibility check for the browser tests: axe-core run in the page (WCAG 2 A/AA rules);
// a serious or critical violation fails the test with the rule, its help text and where.
// The page must come from `browser.newContext()` (axe opens a second page in that context).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface A11yFinding {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

/** The serious and critical violations on the page as it is now. */
export async function seriousA11y(
  page: Page,
  exclude: readonly string[] = [],
): Promise<A11yFinding[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const sel of exclude) builder = builder.exclude(sel);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

/** Fails with a readable list when axe finds serious or critical violations. */
export async function expectNoSeriousA11y(
  page: Page,
  exclude: readonly string[] = [],
): Promise<void> {
  expect(await seriousA11y(page, exclude)).toEqual([]);
}
