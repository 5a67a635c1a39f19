'use client';
// The table menu: a compact button in the header that opens a list — this tablet's games,
// the game@1 file to export (the host's log, docs/game-log.md), the rules of this game, and
// moving the host to another device (a one-time QR code and link from the server; the device
// that opens it becomes the host, this one a viewer). A former host keeps only the games and
// the rules: the log and the move are the host's. Its last lines say what keeps this screen
// awake and, on a plain-http address, what https would add (offline, install, camera), with a
// link to how (docs/deploy.md, shown at /help/https) — never a banner over the board.

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useWakeState, type WakeState } from '@/app/live/wake-lock';
import { LOCALE } from '@/app/ui/format';
import { useLazyWords } from '@/app/ui/lazy-words';
import { LineIcon } from '@/app/ui/line-icon';
import { useLang } from '@/app/ui/use-lang';
import { AffordToggle } from './afford';
import { MENU } from './i18n-menu';
import { BTN_SOFT } from './pickers';
import { refusalText } from './refusal';
import { SpeakToggle } from './spoken-table';

const ITEM =
  'flex min-h-12 w-full items-center rounded-xl bg-stone-800 px-4 py-2 text-left text-lg font-semibold hover:bg-stone-700 focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-300 disabled:opacity-40';

interface Offer {
  readonly url: string;
  readonly qr: string;
  readonly expiresAt: number;
}

/** Saves the game@1 file the server answers for the host (a download in this browser). */
async function exportFile(gameId: string, token: string): Promise<boolean> {
  const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/log`, {
    headers: { Authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
  if (!r.ok) return false;
  const blob = new Blob([await r.text()], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `hexkeeper-${gameId}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

const AWAKE: Readonly<Record<WakeState, 'awakeLock' | 'awakeVideo' | 'awakeTap' | 'awakeOff'>> = {
  lock: 'awakeLock',
  video: 'awakeVideo',
  tap: 'awakeTap',
  off: 'awakeOff',
};

/** This screen's keep-awake state and, without https, what https would add. */
function ScreenLine() {
  const m = useLazyWords(MENU);
  const awake = useWakeState();
  // Known only in the browser: true until then, so the server's HTML claims nothing.
  const [secure, setSecure] = useState(true);
  useEffect(() => setSecure(window.isSecureContext), []);
  return (
    <div
      className="flex flex-col gap-1 px-1 pt-2 text-base text-stone-300"
      data-testid="menu-screen"
    >
      <p data-testid="menu-awake" data-awake={awake}>
        {m[AWAKE[awake]]}
      </p>
      {secure ? null : (
        <p data-testid="menu-https">
          {m.httpsMissing}{' '}
          <a
            href="/help/https"
            target="_blank"
            rel="noopener"
            className="text-amber-300 underline"
            data-testid="menu-https-how"
          >
            {m.httpsHow}
          </a>
        </p>
      )}
    </div>
  );
}

export function TableMenu({
  gameId,
  token,
  readOnly,
  onRules,
}: {
  gameId: string;
  token: string;
  /** The host moved to another device: this screen only watches. */
  readOnly: boolean;
  onRules: () => void;
}) {
  const { lang } = useLang();
  const m = useLazyWords(MENU);
  const [open, setOpen] = useState(false);
  const [offer, setOffer] = useState<Offer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    setOffer(null);
    setProblem(null);
  };

  const moveHost = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/host`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await r.json().catch(() => ({}))) as Partial<Offer> & {
        error?: { code: string; message: string };
      };
      if (!r.ok || !body.url || !body.qr || !body.expiresAt) {
        setProblem(await refusalText(lang, body.error?.code ?? 'ERR_NETWORK', body.error?.message));
        return;
      }
      setOffer({ url: body.url, qr: body.qr, expiresAt: body.expiresAt });
    } catch {
      setProblem(await refusalText(lang, 'ERR_NETWORK'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`${BTN_SOFT} flex items-center gap-2`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={m.menu}
        data-testid="menu"
        onClick={() => setOpen(true)}
      >
        <LineIcon d="M4 6h16M4 12h16M4 18h16" size={24} />
        {/* Upright or below 1280 px the header is narrow: the three lines alone say "menu". */}
        <span className="hidden landscape:xl:inline">{m.menu}</span>
      </button>
      {open ? (
        <div
          className="fixed inset-0 z-50 flex items-start justify-end bg-black/60 p-3"
          data-testid="menu-panel"
        >
          <div
            role="dialog"
            aria-modal="true"
            aria-label={m.menu}
            className="flex max-h-full w-full max-w-md flex-col gap-2 overflow-y-auto rounded-2xl border border-stone-700 bg-stone-900 p-4 text-stone-50"
          >
            <div className="flex items-center justify-between gap-3">
              <h2 className="text-2xl font-black">{m.menu}</h2>
              <button type="button" className={BTN_SOFT} data-testid="menu-close" onClick={close}>
                {m.close}
              </button>
            </div>
            <Link href="/table" className={ITEM} data-testid="menu-games">
              {m.backToGames}
            </Link>
            <button
              type="button"
              className={ITEM}
              data-testid="menu-rules"
              onClick={() => {
                close();
                onRules();
              }}
            >
              {m.rules}
            </button>
            <SpeakToggle className={ITEM} />
            {readOnly ? null : (
              <>
                <button
                  type="button"
                  className={ITEM}
                  data-testid="menu-export"
                  onClick={() =>
                    void exportFile(gameId, token)
                      .catch(() => false)
                      .then((ok) => setProblem(ok ? null : m.exportFailed))
                  }
                >
                  {m.exportGame}
                </button>
                <p className="px-1 text-sm text-stone-400">{m.exportHelp}</p>
                <AffordToggle className={ITEM} />
                <button
                  type="button"
                  className={ITEM}
                  data-testid="menu-move-host"
                  disabled={busy}
                  onClick={() => void moveHost()}
                >
                  {offer ? m.moveHostNew : m.moveHost}
                </button>
              </>
            )}
            {problem ? (
              <p role="alert" className="rounded-xl bg-red-900 px-4 py-2 text-lg text-red-50">
                {problem}
              </p>
            ) : null}
            {offer && !readOnly ? (
              <section className="flex flex-col items-center gap-2" data-testid="move-host">
                <p className="text-lg">{m.moveHostHelp}</p>
                <div
                  role="img"
                  aria-label={m.moveHost}
                  className="h-60 w-60 rounded-xl bg-white p-2 [&>svg]:h-full [&>svg]:w-full"
                  data-testid="move-host-qr"
                  // The server's own SVG of the link (qrcode), as the seats' QR codes are shown.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: our server's QR SVG
                  dangerouslySetInnerHTML={{ __html: offer.qr }}
                />
                <a
                  href={offer.url}
                  className="break-all text-base text-amber-300 underline"
                  data-testid="move-host-link"
                >
                  {offer.url}
                </a>
                <p className="text-base text-stone-300">
                  {m.moveHostExpires(
                    new Date(offer.expiresAt).toLocaleTimeString(LOCALE[lang], {
                      hour: '2-digit',
                      minute: '2-digit',
                    }),
                  )}
                </p>
              </section>
            ) : null}
            <ScreenLine />
          </div>
        </div>
      ) : null}
    </>
  );
}
