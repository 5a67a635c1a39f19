'use client';
// A refused plan in the page's words, loaded when first needed: the refusal words
// (app/print/i18n-refusals.ts, every language) are not among /print's first scripts, as the
// tablet's rule refusals are not among its own (app/table/[id]/refusal.tsx). Should their
// chunk never arrive (offline before it was ever loaded), the planner's English stands in.
import { Suspense, use } from 'react';
import type { Lang } from '@/lib/i18n/names';
import type { CompleteRefusal } from '@/print/complete';
import type { PlanRefusal } from '@/print/plan-error';

/** What the form's own plan refused, with the planner's English message. */
export type FormRefusal =
  | { readonly plan: PlanRefusal; readonly message: string }
  | { readonly complete: CompleteRefusal; readonly message: string };

type Words = typeof import('./plan-refusal');
let loading: Promise<Words | null> | null = null;
/** The same promise every time, as `use` wants; a failed load is tried again next time. */
const load = (): Promise<Words | null> => {
  loading ??= import('./plan-refusal').catch(() => {
    loading = null;
    return null;
  });
  return loading;
};

interface Props {
  readonly refusal: FormRefusal;
  readonly lang: Lang;
  /** Names a piece id in the page's language. */
  readonly pieceName: (id: string) => string;
}

function Loaded({ refusal, lang, pieceName }: Props) {
  const words = use(load());
  if (!words) return refusal.message;
  return 'plan' in refusal
    ? words.planRefusal(refusal.plan, lang, pieceName)
    : words.completeRefusal(refusal.complete, lang);
}

/** The refusal drawn on screen: nothing for the moment its words take to arrive. */
export function PrintRefusal(props: Props) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
