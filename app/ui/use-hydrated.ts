import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the page, true from the render after. A form
 * keeps its controls disabled until then: a choice made on the server-rendered HTML changes the
 * control but not React's state, and hydration then undoes it or, worse, leaves the control
 * saying what the page does not do. On a client-side navigation it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
