'use client';
// Keeps the screen awake while a game is open.
//
// In a secure context (https, or the server's own screen at localhost) the Screen Wake Lock
// API does it; the browser drops the lock whenever the page is hidden, so it is asked for again
// each time the page shows. On a plain-http LAN address (http://192.168.1.20:3000) a browser
// has no `navigator.wakeLock`: there a silent looping video does it, as the nosleep.js library
// does — its two tiny clips (webm, mp4) are used as they are. The video is muted, plays inline,
// covers the viewport fully transparent and ignores the pointer: Chromium holds its video wake
// lock only for a playing video that is visible and at least a fifth of the viewport, or
// audible. It is started at once (a muted video may play without a gesture) and again on the
// next tap or key press whenever it is not playing (a browser that wants a gesture, or a page
// shown again after it was hidden). nosleep.js's own class is not used: it logs to the console,
// would need `data:` in the CSP's media-src, and keeps the video out of the page, where
// Chromium no longer counts it.
//
// What holds the screen is shared (useWakeState) so the tablet's menu can show it.
import { useEffect, useSyncExternalStore } from 'react';

/**
 * - `lock`: the Screen Wake Lock API holds the screen;
 * - `video`: the silent video plays (no secure context);
 * - `tap`: the video waits for a tap (the browser refused to play it without one);
 * - `off`: nothing holds the screen (no game open, the page hidden, or the lock refused).
 */
export type WakeState = 'lock' | 'video' | 'tap' | 'off';

let current: WakeState = 'off';
const listeners = new Set<() => void>();
function publish(next: WakeState): void {
  if (next === current) return;
  current = next;
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** What keeps the screen awake now (any component; `off` on the server). */
export function useWakeState(): WakeState {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'off',
  );
}

/** Keeps the screen awake while `active`; returns what holds it. */
export function useWakeLock(active: boolean): WakeState {
  useEffect(() => {
    if (!active) return;
    return 'wakeLock' in navigator ? screenLock() : videoLock();
  }, [active]);
  return useWakeState();
}

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

function screenLock(): () => void {
  let lock: WakeLockSentinel | null = null;
  let stopped = false;
  const request = async () => {
    if (stopped || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
    try {
      lock = await navigator.wakeLock.request('screen');
      if (stopped) {
        void lock.release().catch(() => undefined);
        return;
      }
      publish('lock');
      lock.addEventListener('release', () => {
        if (!stopped) publish('off');
      });
    } catch {
      // Refused (battery saver, a policy): asked again on the next visibility change or tap.
      publish('off');
    }
  };
  void request();
  document.addEventListener('visibilitychange', request);
  for (const g of GESTURES) document.addEventListener(g, request, { capture: true });
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', request);
    for (const g of GESTURES) document.removeEventListener(g, request, { capture: true });
    void lock?.release().catch(() => undefined);
    publish('off');
  };
}

/** A `data:` URI as a Blob (the CSP lets media load from blob:, not from data:). */
function blobOf(dataUri: string): Blob {
  const comma = dataUri.indexOf(',');
  const type = dataUri.slice(5, dataUri.indexOf(';'));
  const bytes = Uint8Array.from(atob(dataUri.slice(comma + 1)), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

function videoLock(): () => void {
  let stopped = false;
  let url: string | null = null;
  const video = document.createElement('video');
  video.muted = true;
  video.defaultMuted = true;
  video.playsInline = true;
  video.loop = true;
  video.disablePictureInPicture = true;
  video.setAttribute('muted', '');
  video.setAttribute('playsinline', '');
  video.setAttribute('aria-hidden', 'true');
  video.tabIndex = -1;
  video.dataset.keepAwake = '';
  Object.assign(video.style, {
    position: 'fixed',
    inset: '0',
    width: '100vw',
    height: '100vh',
    opacity: '0',
    pointerEvents: 'none',
    zIndex: '-1',
  });
  const play = () => {
    if (stopped || !video.src || !video.paused || document.visibilityState !== 'visible') return;
    video.play().catch(() => {
      if (!stopped) publish('tap');
    });
  };
  video.addEventListener('playing', () => {
    if (!stopped) publish('video');
  });
  video.addEventListener('pause', () => {
    if (!stopped) publish('tap');
  });
  document.addEventListener('visibilitychange', play);
  for (const g of GESTURES) document.addEventListener(g, play, { capture: true });
  document.body.append(video);
  void import('nosleep.js/src/media.js').then(({ webm, mp4 }) => {
    if (stopped) return;
    url = URL.createObjectURL(blobOf(video.canPlayType('video/webm') ? webm : mp4));
    video.src = url;
    play();
  });
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', play);
    for (const g of GESTURES) document.removeEventListener(g, play, { capture: true });
    video.pause();
    video.remove();
    if (url) URL.revokeObjectURL(url);
    publish('off');
  };
}
