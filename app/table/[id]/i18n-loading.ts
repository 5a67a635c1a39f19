// The one line /table/<id>'s loading.tsx shows, in its own small file: loading.tsx is a chunk of
// its own, and importing the table's words (i18n.ts, every language) there sent them twice.
// The same words as TABLE's `loading`, which the screen shows while it waits for the game.
import type { Lang } from '@/lib/i18n/names';

export const LOADING: Readonly<Record<Lang, string>> = {
  en: 'Opening the table…',
  sv: 'Öppnar bordet…',
  de: 'Der Tisch wird geöffnet…',
  da: 'Åbner bordet…',
};
