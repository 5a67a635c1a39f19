// A list of names in words: "Ann", "Ann and Bo", "Ann, Bo and Cy" (the word for "and" given).

/** Joins `names` with commas and `and` before the last. */
export function listOf(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}
