// A page's initial JS as its served HTML names it (npm run bench:pages): its script tags and the
// chunks its flight data lists for the client components it hydrates, less the noModule
// polyfill that a current browser never runs.

/** The script paths a page's HTML names. */
export function namedScripts(html: string): Set<string> {
  const legacy = new Set([...html.matchAll(/<script src="([^"]+)" noModule/g)].map((m) => m[1]));
  return new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[\w./\-[\]@%]+?\.js/g)]
      .map((m) => m[0])
      .filter((src) => !legacy.has(src)),
  );
}
