'use client';
// Rule refusals in words, loaded when first needed. app/ui/rule-errors.ts holds every
// language's refusal and server-error texts (about 6 KB gzipped); the tablet's first paint
// shows none of them, so the table reads them through here and its first scripts stay
// without them (test/e2e/table-light.test.ts).
import { Suspense, use } from 'react';
import type { Lang } from '@/lib/i18n/names';

type RuleErrors = typeof import('@/app/ui/rule-errors');
let loading: Promise<RuleErrors> | null = null;
/** The same promise every time, as `use` wants. */
const load = (): Promise<RuleErrors> => {
  loading ??= import('@/app/ui/rule-errors');
  return loading;
};

/** A refusal in words, as app/ui/rule-errors.ts' `ruleErrorText` says it (once loaded). */
export async function refusalText(lang: Lang, code: string, message?: string): Promise<string> {
  try {
    return (await load()).ruleErrorText(lang, code, message);
  } catch {
    // Their chunk could not be had (offline before it was ever loaded): the server's words,
    // and a later refusal tries to load them again.
    loading = null;
    return message ?? code;
  }
}

interface RefusalProps {
  readonly lang: Lang;
  readonly code: string;
  readonly message?: string;
}

function Loaded({ lang, code, message }: RefusalProps) {
  return use(load()).ruleErrorText(lang, code, message);
}

/** A refusal drawn on screen: nothing for the moment its words take to arrive. */
export function Refusal(props: RefusalProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
