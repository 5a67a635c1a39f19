// Which language the server's first HTML speaks: the switch's cookie > Accept-Language > English.
import { describe, expect, it } from 'vitest';
import { acceptedTags, cookieValue, resolveLang } from '@/app/ui/lang';

describe('resolveLang(cookie, Accept-Language)', () => {
  it.each([
    ['the cookie wins over the browser', 'sv', 'de-DE,de;q=0.9', 'sv'],
    ['a cookie that is no language of ours is ignored', 'fr', 'da-DK', 'da'],
    [
      'no cookie: the first language of ours the browser asks for',
      undefined,
      'fr-FR,de;q=0.8,en;q=0.5',
      'de',
    ],
    ['q-values order the tags, not their place', undefined, 'en;q=0.4,sv;q=0.9', 'sv'],
    ['equal q: the earlier tag', undefined, 'da,sv', 'da'],
    ['Norwegian Bokmål reads Danish', undefined, 'nb-NO,en;q=0.5', 'da'],
    ['q=0 means not this one', undefined, 'sv;q=0,de', 'de'],
    ['nothing we speak: English', undefined, 'fr-FR,ja;q=0.5', 'en'],
    ['no header, no cookie: English', undefined, null, 'en'],
    ['a malformed header: English', '', ';;,q=x', 'en'],
  ] as const)('%s', (_name, cookie, header, lang) => {
    expect(resolveLang(cookie, header)).toBe(lang);
  });
});

describe('helpers', () => {
  it('acceptedTags drops the wildcard and sorts by q', () => {
    expect(acceptedTags('*, sv-SE;q=0.5, de;q=0.7')).toEqual(['de', 'sv-SE']);
  });
  it('cookieValue finds one cookie among several', () => {
    expect(cookieValue('a=1; hexkeeper.lang=de; b=2', 'hexkeeper.lang')).toBe('de');
    expect(cookieValue('a=1', 'hexkeeper.lang')).toBeNull();
  });
});
