// The Scandinavian genitive of a player's name: Swedish and Danish add -s, except after a
// name that already ends in s, x or z. Swedish then adds nothing ("Klas tur"), Danish an
// apostrophe ("Klas' tur"). One helper, so the tablet, the phones and Starfarers agree.

/** `name` as the owner in Swedish or Danish: Annas / Klas (sv) / Klas' (da). */
export function genitive(lang: 'sv' | 'da', name: string): string {
  const n = name.trimEnd();
  if (!/[sxz]$/i.test(n)) return `${n}s`;
  return lang === 'da' ? `${n}'` : n;
}
