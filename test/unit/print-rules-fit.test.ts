// The complete game's rules reference is one page that must hold every section. It used to
// stop silently at the footer: with the expansion's rules composed (cities and knights), the
// box's contents and the dice deck fell off complete=ck's page. The type now shrinks until
// everything fits; the base game's page keeps its full size.
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@/lib/i18n/names';
import { COMPLETE_CHOICES } from '@/print/complete';
import { fontBytes } from '@/print/fonts';
import { strings } from '@/print/i18n';
import { parseOptions } from '@/print/options';
import { planKit } from '@/print/plan';
import { rulesFit } from '@/print/rules-page';

const presets = COMPLETE_CHOICES.filter((c) => c !== 'none');

function layFor(complete: string, lang: string, paper: string) {
  const o = parseOptions({ complete, lang, paper, seed: 'rules-fit' });
  if (!o.ok) throw new Error(o.error.message);
  const plan = planKit(o.value);
  if (!plan.ok) throw new Error(plan.error.message);
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
  doc.registerFont('regular', fontBytes('regular'));
  doc.registerFont('bold', fontBytes('bold'));
  doc.addPage({ size: 'A4', margin: 0 });
  return rulesFit({ doc, t: strings(o.value.lang, o.value.nicknames), plan: plan.value });
}

describe('the rules reference holds every section on its one page', () => {
  const rows = presets.flatMap((c) =>
    LANGS.flatMap((lang) => (['a4', 'letter'] as const).map((paper) => [c, lang, paper] as const)),
  );
  it.each(rows)('complete=%s in %s on %s: all of it fits', (c, lang, paper) => {
    const r = layFor(c, lang, paper);
    expect(r.fits).toBe(true);
    expect(r.scale).toBeGreaterThanOrEqual(0.7);
  });

  it.each(['en', 'sv'] as const)('the base game in %s keeps its full type size', (lang) => {
    expect(layFor('base', lang, 'a4').scale).toBe(1);
  });
});
