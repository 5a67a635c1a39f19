'use client';
// Reads the QR code printed on a board sheet: live from the camera (getUserMedia), or from a
// photo when there is no camera or it is refused. On a plain-http LAN address the browser
// offers no camera at all (not a secure context): the photo comes first there, and the camera
// button says why it cannot open (docs/deploy.md, "https on a home network"). jsQR (loaded on first use) does the
// decoding in the page, so nothing leaves the tablet.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLang } from '@/app/ui/use-lang';
import { NEW_GAME } from './i18n';
import { SECONDARY } from './ui';

type Decode = (data: Uint8ClampedArray, width: number, height: number) => string | null;

let decoder: Promise<Decode> | null = null;
function loadDecoder(): Promise<Decode> {
  decoder ??= import('jsqr').then(
    (m) => (data, w, h) =>
      m.default(data, w, h, { inversionAttempts: 'attemptBoth' })?.data ?? null,
  );
  return decoder;
}

/** Large photos are scaled down first: jsQR's time grows with the pixel count. */
const MAX_SIDE = 1600;

function pixels(
  source: CanvasImageSource,
  w: number,
  h: number,
  canvas: HTMLCanvasElement,
): ImageData | null {
  const scale = Math.min(1, MAX_SIDE / Math.max(w, h));
  canvas.width = Math.max(1, Math.round(w * scale));
  canvas.height = Math.max(1, Math.round(h * scale));
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

/** Camera and photo input; `onCode` gets the text of the first QR code found. */
export function QrScan({ onCode }: { onCode: (text: string) => void }) {
  const { lang } = useLang();
  const t = NEW_GAME[lang];
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const frame = useRef<number | null>(null);
  const [live, setLive] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [hasCamera, setHasCamera] = useState(true);
  // False on a plain-http page other than localhost: the cause of "no camera" there.
  const [secure, setSecure] = useState(true);
  const whyId = useId();

  useEffect(() => {
    setHasCamera(typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia);
    setSecure(window.isSecureContext);
  }, []);

  const stop = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setLive(false);
  }, []);
  useEffect(() => stop, [stop]);

  const paper = () => {
    canvas.current ??= document.createElement('canvas');
    return canvas.current;
  };

  const start = async () => {
    setNote(null);
    try {
      const s = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      stream.current = s;
      const v = video.current;
      if (!v) return stop();
      v.srcObject = s;
      await v.play();
      setLive(true);
      setNote(t.scanning);
      const decode = await loadDecoder();
      const tick = () => {
        if (!stream.current) return;
        if (v.readyState >= 2 && v.videoWidth > 0) {
          const img = pixels(v, v.videoWidth, v.videoHeight, paper());
          const text = img ? decode(img.data, img.width, img.height) : null;
          if (text) {
            stop();
            setNote(null);
            onCode(text);
            return;
          }
        }
        frame.current = requestAnimationFrame(tick);
      };
      frame.current = requestAnimationFrame(tick);
    } catch {
      stop();
      setNote(t.cameraRefused);
    }
  };

  const fromFile = async (file: File) => {
    setNote(null);
    try {
      const bitmap = await createImageBitmap(file);
      const img = pixels(bitmap, bitmap.width, bitmap.height, paper());
      bitmap.close();
      const decode = await loadDecoder();
      const text = img ? decode(img.data, img.width, img.height) : null;
      if (text) onCode(text);
      else setNote(t.noQr);
    } catch {
      setNote(t.noQr);
    }
  };

  const photo = (
    <label className={`${SECONDARY} cursor-pointer`}>
      {t.photo}
      <input
        type="file"
        accept="image/*"
        data-testid="qr-photo"
        className="sr-only"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) void fromFile(f);
          e.target.value = '';
        }}
      />
    </label>
  );
  const status = note ? (
    <p role="status" className="text-base text-amber-200">
      {note}
    </p>
  ) : null;
  if (!secure)
    return (
      <div className="space-y-3" data-camera="needs-https">
        <p id={whyId} className="text-base text-stone-300" data-testid="camera-why">
          {t.cameraNeedsHttps}
        </p>
        <div className="flex flex-wrap gap-3">
          {photo}
          <button
            type="button"
            data-testid="start-camera"
            className={SECONDARY}
            disabled
            aria-describedby={whyId}
          >
            {t.cameraHttpsButton}
          </button>
        </div>
        {status}
      </div>
    );

  return (
    <div className="space-y-3">
      <p className="text-base text-stone-300">{hasCamera ? t.scanHelp : t.noCamera}</p>
      {hasCamera ? (
        <button
          type="button"
          data-testid="start-camera"
          className={SECONDARY}
          onClick={() => (live ? stop() : start())}
        >
          {live ? t.stopCamera : t.startCamera}
        </button>
      ) : null}
      <video
        ref={video}
        muted
        playsInline
        className={live ? 'w-full max-w-md rounded-lg border border-stone-500' : 'hidden'}
      />
      {photo}
      {status}
    </div>
  );
}
