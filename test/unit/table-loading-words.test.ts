// loading.tsx's own line is the table's `loading` words, in every language (it is kept apart so
// the loading chunk does not carry the table's whole words file).
import { describe, expect, it } from 'vitest';
import { LOADING } from '@/app/table/[id]/i18n-loading';
import tableDa from '@/app/table/[id]/words/da';
import tableDe from '@/app/table/[id]/words/de';
import tableEn from '@/app/table/[id]/words/en';
import tableSv from '@/app/table/[id]/words/sv';
import { LANGS } from '@/lib/i18n/names';

/** The table's words per language, each file imported directly (the app loads one lazily). */
const TABLE = { en: tableEn, sv: tableSv, de: tableDe, da: tableDa } as const;

describe("the table's loading line", () => {
  it.each([...LANGS])('in %s is the same as the screen shows while it waits', (lang) => {
    expect(LOADING[lang]).toBe(TABLE[lang].loading);
  });
});
