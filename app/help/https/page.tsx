// /help/https: the section "https on a home network" of docs/deploy.md, which the tablet's menu
// links to on a plain-http address (what https adds, how to turn it on, how a phone trusts the
// certificate). The docs are English only; this page shows them as they are, so the two never
// drift apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { title: 'https on a home network' };

const HEADING = '## https on a home network';

/** The section's markdown, from its heading to the next one of the same level. */
function section(): string {
  const md = readFileSync(
    join(/*turbopackIgnore: true*/ process.cwd(), 'docs', 'deploy.md'),
    'utf8',
  );
  const start = md.indexOf(HEADING);
  if (start < 0) return 'See docs/deploy.md, “https on a home network”.';
  const next = md.indexOf('\n## ', start + HEADING.length);
  return md.slice(start, next < 0 ? undefined : next).trim();
}

/** `code` spans and **bold** as elements; links stay as their text. */
function inline(text: string): ReactNode[] {
  return text
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .split(/(`[^`]+`|\*\*[^*]+\*\*)/)
    .map((part, i) => {
      if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <code key={i} className="rounded bg-stone-800 px-1">
            {part.slice(1, -1)}
          </code>
        );
      if (part.startsWith('**') && part.endsWith('**'))
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
        return <strong key={i}>{part.slice(2, -2)}</strong>;
      return part;
    });
}

/** The section cut into blocks: paragraphs (at blank lines) and whole ``` code blocks. */
function blocks(md: string): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  let fenced = false;
  const flush = () => {
    if (cur.length > 0) out.push(cur.join('\n'));
    cur = [];
  };
  for (const line of md.split('\n')) {
    if (line.startsWith('```')) {
      if (!fenced) flush();
      cur.push(line);
      fenced = !fenced;
      if (!fenced) flush();
    } else if (!fenced && line.trim() === '') flush();
    else cur.push(line);
  }
  flush();
  return out;
}

export default function HttpsHelp() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-4 bg-stone-950 p-6 text-lg text-stone-100">
      {blocks(section()).map((block, i) => {
        const key = `${i}`;
        if (block.startsWith('```'))
          return (
            <pre key={key} className="overflow-x-auto rounded-xl bg-stone-900 p-3 text-base">
              {block.replace(/^```\w*\n?|\n?```$/g, '')}
            </pre>
          );
        const h = /^(#{2,4}) (.*)$/.exec(block);
        if (h?.[1] === '##')
          return (
            <h1 key={key} className="text-3xl font-black">
              {h[2]}
            </h1>
          );
        if (h)
          return (
            <h2 key={key} className="text-2xl font-bold">
              {h[2]}
            </h2>
          );
        return (
          <p key={key} className="whitespace-pre-line">
            {inline(block)}
          </p>
        );
      })}
    </main>
  );
}
