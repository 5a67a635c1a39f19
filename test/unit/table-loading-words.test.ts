// loading.tsx's own line is the table's `loading` words, in every language (it is kept apart so
// the loading chunk does not carry the table's whole words file).
import { describe, expect, it } from 'vitest';
import { LOADING } from '@/app/table/[id]/i18n-loading';
import { LANGS } from '@/lib/i18n/names';
import { TABLE } from './table-lang-words';

describe("the table's loading line", () => {
  it.each([...LANGS])('in %s is the same as the screen shows while it waits', (lang) => {
    expect(LOADING[lang]).toBe(TABLE[lang].loading);
  });
});
