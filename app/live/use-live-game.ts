'use client';
// One game, live, as this device may see it: the tablet (host credential) gets the table
// view, a phone (its seat cookie) its own seat's view. The hook opens the stream, applies
// snapshots and updates in version order, keeps the last state in localStorage so a
// reload or a dead network still shows the game, and sends commands with a client id and
// the version they were made against (a resend after a timeout is applied once). The tablet
// also learns which seats' phones are connected and on how many devices (the stream's presence
// messages); a phone sends its device id (a random id in localStorage: one per browser) with
// its stream so the server can count devices, not tabs. The stream is asked for deltas
// (`?delta=1`): after its snapshot each version is what changed, checked against the version
// held and applied by fold.ts; a delta that does not fit brings a fresh snapshot.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Command, GameView, SeenEvent } from '@/lib/game';
import { foldMessage, type Held } from './fold';
import {
  devicesOf,
  openStream,
  presenceOf,
  rekeyOf,
  rematchOf,
  type StreamError,
  type StreamMessage,
} from './stream';

export type LiveRole =
  | { readonly kind: 'host'; readonly token: string }
  | { readonly kind: 'seat' };

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'gone';

export interface LiveUpdate {
  readonly version: number;
  readonly kind: 'events' | 'undo' | 'redo';
  readonly events: readonly SeenEvent[];
  readonly steps?: number;
}

export interface LiveSeat {
  readonly seat: number;
  readonly name: string;
  readonly joinUrl: string;
  /** The join link's QR code as SVG markup; '' until it has loaded. */
  readonly qr: string;
}

export type SendResult =
  | { readonly ok: true; readonly version: number; readonly events: readonly SeenEvent[] }
  | {
      readonly ok: false;
      readonly status: number;
      readonly code: string;
      readonly message: string;
      readonly data?: unknown;
    };

export interface LiveGame {
  readonly status: LiveStatus;
  /** Why the game cannot be shown (bad link, no such game); null otherwise. */
  readonly error: StreamError | null;
  /** The newest version this device holds; -1 before anything arrived. */
  readonly version: number;
  readonly view: GameView | null;
  /** True while the view is the copy kept from an earlier visit, not yet confirmed live. */
  readonly stale: boolean;
  /** The newest update, to show what changed (null after a snapshot). */
  readonly last: LiveUpdate | null;
  /** Host only (false for phones). */
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Host only: each seat's join link and QR code. */
  readonly seats: readonly LiveSeat[] | null;
  readonly phoneInput: boolean;
  /** This device's seat (phones), null for the host. */
  readonly seat: number | null;
  /**
   * Host only: the seats whose phones are connected, ascending; null while unknown (no
   * presence message since the stream (re)opened, or several server instances).
   */
  readonly online: readonly number[] | null;
  /** Host only: how many devices follow each online seat; null while unknown. */
  readonly devices: Readonly<Record<number, number>> | null;
  /** Phones only: this seat's own join path in the game's rematch, once one is offered. */
  readonly rematch: string | null;
  send(command: Command): Promise<SendResult>;
  undo(steps?: number): Promise<SendResult>;
  redo(steps?: number): Promise<SendResult>;
  setPhoneInput(on: boolean): Promise<SendResult>;
  /** Host only: withdraws a seat's link; the seats' links (and QR codes) are read again. */
  withdrawSeat(seat: number): Promise<SendResult>;
}

interface Meta {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly phoneInput: boolean;
  readonly seat: number | null;
  readonly seats: readonly { seat: number; name: string; joinUrl: string; qr: string }[] | null;
}

const cacheKey = (id: string, role: LiveRole) => `hexkeeper.live.${id}.${role.kind}`;

/** Forgets this phone's offline copy of game `id` (it left its seat, or its link was withdrawn). */
export function forgetSeatCopy(id: string): void {
  try {
    localStorage.removeItem(cacheKey(id, { kind: 'seat' }));
  } catch {
    // unavailable: nothing kept
  }
}

const DEVICE_KEY = 'hexkeeper.device';

/**
 * This browser's device id for presence counts: random, kept in localStorage (so every tab
 * of one browser is one device); a fresh one per page when storage is unavailable.
 */
export function deviceId(): string {
  const fresh = () => newClientId().replace(/[^A-Za-z0-9_-]/g, '');
  try {
    let d = localStorage.getItem(DEVICE_KEY);
    if (!d || !/^[A-Za-z0-9_-]{8,64}$/.test(d)) {
      d = fresh();
      localStorage.setItem(DEVICE_KEY, d);
    }
    return d;
  } catch {
    return fresh();
  }
}

function readCache(id: string, role: LiveRole): Held | null {
  try {
    const raw = localStorage.getItem(cacheKey(id, role));
    if (!raw) return null;
    const c = JSON.parse(raw) as { version?: unknown; view?: unknown };
    if (typeof c.version !== 'number' || typeof c.view !== 'object' || c.view === null) return null;
    // A copy kept before the variant slices (sea, island) has the old shape: wait for the server.
    if (!('sea' in c.view)) return null;
    return { version: c.version, view: c.view as GameView, last: null, stale: true };
  } catch {
    return null;
  }
}

function writeCache(id: string, role: LiveRole, held: Held): void {
  try {
    // A phone's hand is kept only while it may still matter: once the game has a winner the
    // copy is dropped (and so it is when the seat's link is withdrawn: onFatal, 401).
    if (role.kind === 'seat' && held.view?.winner != null) {
      forgetSeatCopy(id);
      return;
    }
    localStorage.setItem(
      cacheKey(id, role),
      JSON.stringify({ version: held.version, view: held.view }),
    );
  } catch {
    // full or unavailable: the live game goes on, only the offline copy is older
  }
}

const newClientId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The view the server rendered the page with (the seat page: its own seat's view, read with
 * its cookie): held from the first render, and the stream resumes after its version.
 */
export interface LiveStart {
  readonly seat: number;
  readonly version: number;
  readonly phoneInput: boolean;
  readonly view: GameView;
}

/** Follows game `id` live for `role`; pass null while the credential is not known yet. */
export function useLiveGame(
  id: string,
  role: LiveRole | null,
  start: LiveStart | null = null,
): LiveGame {
  const [held, setHeld] = useState<Held>(() =>
    start
      ? { version: start.version, view: start.view, last: null, stale: false }
      : { version: -1, view: null, last: null, stale: false },
  );
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [error, setError] = useState<StreamError | null>(null);
  const [online, setOnline] = useState<readonly number[] | null>(null);
  const [devices, setDevices] = useState<Readonly<Record<number, number>> | null>(null);
  const [rematch, setRematch] = useState<string | null>(null);
  const [meta, setMeta] = useState<Meta>({
    canUndo: false,
    canRedo: false,
    phoneInput: start?.phoneInput ?? false,
    seat: start?.seat ?? null,
    seats: null,
  });
  const heldRef = useRef(held);
  // The newest version known from the stream or from our own accepted commands.
  const versionRef = useRef(start?.version ?? -1);
  // Read once by the first connection (a later `start` prop is not a newer view).
  const startRef = useRef(start);
  // Keyed by join link: a withdrawn seat's new link has a new code.
  const qrCache = useRef(new Map<string, string>());
  const token = role?.kind === 'host' ? role.token : null;
  const roleKind = role?.kind ?? null;

  const headers = useCallback(
    (json = false): Record<string, string> => ({
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    }),
    [token],
  );

  const refreshMeta = useCallback(async () => {
    try {
      const res = await fetch(`/api/games/${id}`, { headers: headers(), cache: 'no-store' });
      if (!res.ok) return;
      const a = (await res.json()) as {
        seat: number | null;
        canUndo: boolean;
        canRedo: boolean;
        phoneInput: boolean;
        seats?: { seat: number; name: string; joinUrl: string; qr: string }[];
        hostMoved?: boolean;
      };
      // A former host keeps none of the links it was shown (they were re-keyed by the move).
      if (a.hostMoved) qrCache.current.clear();
      let seats: Meta['seats'] = null;
      if (a.seats) {
        seats = await Promise.all(
          a.seats.map(async (s) => {
            let svg = qrCache.current.get(s.joinUrl);
            if (svg === undefined) {
              const q = await fetch(s.qr, { headers: headers(), cache: 'no-store' }).catch(
                () => null,
              );
              svg = q?.ok ? await q.text() : '';
              if (svg) qrCache.current.set(s.joinUrl, svg);
            }
            return { seat: s.seat, name: s.name, joinUrl: s.joinUrl, qr: svg };
          }),
        );
      }
      setMeta({
        canUndo: a.canUndo,
        canRedo: a.canRedo,
        phoneInput: a.phoneInput,
        seat: a.seat,
        seats,
      });
    } catch {
      // offline: the flags stay as they were
    }
  }, [id, headers]);

  // The stream.
  useEffect(() => {
    if (roleKind === null) return;
    const r: LiveRole = token ? { kind: 'host', token } : { kind: 'seat' };
    // A view the server rendered the page with is newer than any offline copy: the stream
    // resumes after its version (the server sends what came since, or a snapshot when it
    // cannot). Without one the first connection always asks for a snapshot (the cache may be
    // another seat's or another server's); reconnections resume after the newest version held.
    const start = startRef.current;
    startRef.current = null;
    const cached = start ? null : readCache(id, r);
    if (cached) {
      heldRef.current = cached;
      setHeld(cached);
    }
    let resumeFrom: number | null = start ? heldRef.current.version : null;
    if (start) writeCache(id, r, heldRef.current);
    let metaTimer: ReturnType<typeof setTimeout> | null = null;
    const metaSoon = () => {
      if (metaTimer) clearTimeout(metaTimer);
      metaTimer = setTimeout(() => void refreshMeta(), 120);
    };
    // The flags the server rendered may have changed before the stream opened.
    if (start) metaSoon();
    const apply = (m: StreamMessage) => {
      // Presence is not a version: nothing to fold, cache or resume from.
      if (m.event === 'presence') {
        setOnline(presenceOf(m));
        setDevices(devicesOf(m));
        return;
      }
      // The host moved and re-keyed every seat: this phone opens its seat's new link, which
      // sets the new cookie and brings it back to its seat (no scan).
      if (m.event === 'rekey') {
        const join = rekeyOf(m);
        if (join) window.location.replace(join);
        return;
      }
      // The table started a rematch: this phone is offered its own seat there (one tap).
      if (m.event === 'rematch') {
        const join = rematchOf(m);
        if (join) setRematch(join);
        return;
      }
      const folded = foldMessage(heldRef.current, m);
      if (folded.kind === 'skip') return;
      if (folded.kind === 'resync') {
        // Never drift: the view held stays shown while a snapshot is fetched.
        resumeFrom = null;
        resync();
        return;
      }
      const next = folded.held;
      heldRef.current = next;
      resumeFrom = next.version;
      versionRef.current = Math.max(versionRef.current, next.version);
      setHeld(next);
      writeCache(id, r, next);
      metaSoon();
    };
    // Unknown until this stream's first presence message, and again after every drop (the
    // server sends the set right after the snapshot or replay of each connection).
    setOnline(null);
    setDevices(null);
    const url =
      r.kind === 'seat'
        ? `/api/games/${id}/events?delta=1&device=${encodeURIComponent(deviceId())}`
        : `/api/games/${id}/events?delta=1`;
    let resync = () => {};
    const stream = openStream(url, headers(), () => resumeFrom, {
      onMessage: apply,
      onOpen: () => setStatus('live'),
      onDrop: () => {
        setStatus('reconnecting');
        setOnline(null);
        setDevices(null);
      },
      onFatal: (e) => {
        setStatus('gone');
        setError(e);
        setOnline(null);
        setDevices(null);
        // A phone refused its seat keeps no hand to show later.
        if (r.kind === 'seat' && e.status === 401) forgetSeatCopy(id);
      },
    });
    resync = stream.resync;
    const kick = () => {
      if (document.visibilityState === 'visible') stream.kick();
    };
    document.addEventListener('visibilitychange', kick);
    window.addEventListener('online', kick);
    return () => {
      stream.stop();
      if (metaTimer) clearTimeout(metaTimer);
      document.removeEventListener('visibilitychange', kick);
      window.removeEventListener('online', kick);
    };
  }, [id, roleKind, token, headers, refreshMeta]);

  /** POSTs with retries: the same client id on a network failure, the current version once on a stale answer. */
  const post = useCallback(
    async (
      path: string,
      body: (version: number) => unknown,
      method = 'POST',
    ): Promise<SendResult> => {
      let staleRetried = false;
      let version = versionRef.current;
      for (let attempt = 0; ; attempt++) {
        let res: Response;
        try {
          res = await fetch(`/api/games/${id}${path}`, {
            method,
            headers: headers(true),
            body: JSON.stringify(body(version)),
            cache: 'no-store',
          });
        } catch {
          if (attempt >= 3) {
            return {
              ok: false,
              status: 0,
              code: 'ERR_OFFLINE',
              message: 'no connection to the table server',
            };
          }
          await wait(500 * 2 ** attempt);
          continue;
        }
        const answer = (await res.json().catch(() => ({}))) as {
          version?: number;
          events?: SeenEvent[];
          error?: { code?: string; message?: string; version?: number; data?: unknown };
        };
        if (res.ok) {
          if (typeof answer.version === 'number')
            versionRef.current = Math.max(versionRef.current, answer.version);
          return {
            ok: true,
            version: answer.version ?? versionRef.current,
            events: answer.events ?? [],
          };
        }
        const e = answer.error ?? {};
        if (
          res.status === 409 &&
          e.code === 'ERR_STALE_VERSION' &&
          !staleRetried &&
          typeof e.version === 'number'
        ) {
          // Made against an older version (our stream lagged): the engine decides again on
          // the newest state, so a move that is no longer legal is still refused.
          staleRetried = true;
          version = e.version;
          versionRef.current = Math.max(versionRef.current, e.version);
          continue;
        }
        return {
          ok: false,
          status: res.status,
          code: e.code ?? `HTTP_${res.status}`,
          message: e.message ?? res.statusText,
          ...(e.data === undefined ? {} : { data: e.data }),
        };
      }
    },
    [id, headers],
  );

  const send = useCallback(
    (command: Command) => {
      const clientId = newClientId();
      return post('/commands', (version) => ({ clientId, version, command }));
    },
    [post],
  );
  const step = useCallback(
    (which: 'undo' | 'redo', steps = 1) => {
      const clientId = newClientId();
      return post(`/${which}`, (version) => ({ clientId, version, steps })).then((r) => {
        void refreshMeta();
        return r;
      });
    },
    [post, refreshMeta],
  );
  const undo = useCallback((steps?: number) => step('undo', steps), [step]);
  const redo = useCallback((steps?: number) => step('redo', steps), [step]);
  const setPhoneInput = useCallback(
    (on: boolean) =>
      post('', () => ({ phoneInput: on }), 'PATCH').then((r) => {
        void refreshMeta();
        return r;
      }),
    [post, refreshMeta],
  );

  const withdrawSeat = useCallback(
    // Resolves after the new links (and codes) are read, so no old code is shown meanwhile.
    async (seat: number) => {
      const r = await post(`/seats/${seat}/withdraw`, () => ({}));
      await refreshMeta();
      return r;
    },
    [post, refreshMeta],
  );

  return {
    status,
    error,
    version: held.version,
    view: held.view,
    stale: held.stale,
    last: held.last,
    canUndo: meta.canUndo,
    canRedo: meta.canRedo,
    seats: meta.seats,
    phoneInput: meta.phoneInput,
    seat: meta.seat,
    online,
    devices,
    rematch,
    send,
    undo,
    redo,
    setPhoneInput,
    withdrawSeat,
  };
}
