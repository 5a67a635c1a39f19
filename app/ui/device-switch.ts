'use client';
// A switch remembered on this device (localStorage), off by default and until the page runs,
// that every component reading it follows at once — also across tabs (the storage event).
// The spoken table and "show what the active player can afford" are two such switches.

import { useSyncExternalStore } from 'react';

export interface DeviceSwitch {
  /** Whether the switch is on here (false on the server and until switched on). */
  readonly useOn: () => boolean;
  readonly setOn: (on: boolean) => void;
}

/** The switch stored under `key` (e.g. 'hexkeeper.speak'). */
export function deviceSwitch(key: string): DeviceSwitch {
  const changed = `${key}-changed`;
  const subscribe = (onChange: () => void): (() => void) => {
    window.addEventListener(changed, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(changed, onChange);
      window.removeEventListener('storage', onChange);
    };
  };
  const read = () => localStorage.getItem(key) === '1';
  return {
    useOn: () => useSyncExternalStore(subscribe, read, () => false),
    setOn: (on) => {
      localStorage.setItem(key, on ? '1' : '0');
      window.dispatchEvent(new Event(changed));
    },
  };
}
