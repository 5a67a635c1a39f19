'use client';
// A page that fails to render, inside the root layout (its language and styles still stand).
import { ErrorScreen } from './ui/error-screen';

/** Next's error boundary for every route; `retry` (Next 16.2+) re-fetches, `reset` re-renders. */
export default function RouteError({
  error,
  reset,
  retry,
}: {
  error: unknown;
  reset: () => void;
  retry?: () => void;
}) {
  return <ErrorScreen error={error} retry={retry ?? reset} />;
}
