// The statistics charts render as SVG, not tables: four role="img" charts whose spoken
// summaries and bar data carry the statistics' own numbers, in each of the four languages.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatsCharts } from '@/app/ui/stats/stats-charts';
import { LangProvider } from '@/app/ui/use-lang';
import { gameStats, randomGame } from '@/lib/game';
import { LANGS } from '@/lib/i18n/names';
import { config } from './game-helpers';

const cfg = config('base', 4, {}, 'charts');
const stats = gameStats(cfg, randomGame(cfg, 3000).events);
const render = (lang: (typeof LANGS)[number]) =>
  renderToStaticMarkup(
    createElement(
      LangProvider,
      { lang },
      createElement(StatsCharts, { stats, players: cfg.players }),
    ),
  );

describe('StatsCharts', () => {
  const html = render('en');

  it('draws four SVG charts with role="img" and no table', () => {
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(4);
    expect(html).not.toContain('<table');
  });

  it('one dice bar per sum with its count; the summary says the number of rolls', () => {
    const bars = [...html.matchAll(/data-sum="(\d+)" data-count="(\d+)"/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(bars).toEqual(stats.dice.map((d) => [d.sum, d.count]));
    expect(html).toContain(`Dice: ${stats.rolls} rolls.`);
  });

  it('a bar per player with the total of cards gained, and of cards lost', () => {
    const totals = [...html.matchAll(/data-seat="(\d)" data-total="(\d+)"/g)].map((m) =>
      Number(m[2]),
    );
    const gained = stats.players.map((p) => Object.values(p.gained).reduce((a, b) => a + b, 0));
    const lost = stats.players.map((p) => p.lost.robber + p.lost.seven + p.lost.monopoly);
    expect(totals).toEqual([...gained, ...lost]);
  });

  it('the VP summary ends at the last point', () => {
    const last = stats.vp[stats.vp.length - 1];
    const names = cfg.players.map((p, i) => `${p.name} ${last?.vp[i]}`).join(', ');
    expect(html).toContain(`At the end: ${names}.`);
  });

  it.each(LANGS)('speaks %s', (lang) => {
    const out = render(lang);
    const word = { en: 'Dice', sv: 'Tärningar', de: 'Würfel', da: 'Terninger' }[lang];
    expect(out).toContain(`aria-label="${word}: ${stats.rolls}`);
  });

  // Regression: the charts' text was 7–9 px on the tablet. The viewBox is as wide as the chart
  // on screen (one unit = one CSS px), so a font size in the markup is the size on the glass.
  it('every chart text is at least 14 px, in SVG units that match CSS pixels', () => {
    const sizes = [...html.matchAll(/font-size="(\d+(?:\.\d+)?)"/g)].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(20);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
    const boxes = [...html.matchAll(/viewBox="0 0 (\d+) \d+"/g)].map((m) => Number(m[1]));
    expect(boxes).toHaveLength(4);
    // Before it is measured a chart assumes 640 px; the browser then re-renders at its width.
    expect(new Set(boxes)).toEqual(new Set([640]));
  });
});
