'use client';
// Cities and knights' dice pad for dice rolled at the table: the red and the yellow production
// die and the event die's face, side by side in one row with OK (each die's faces a small
// grid, so the row fits the side column at 1280×800 and 1024×768 and the panel at 800×1280);
// the legal list's roll command with the dice and the face added. The engine decides the rest.

import { useState } from 'react';
import { CK } from '@/app/ui/i18n-ck';
import { useLazyWords } from '@/app/ui/lazy-words';
import type { CommandOf } from '@/lib/game/legal';
import { EVENT_FACES, type EventFace } from '@/lib/game/types';
import { TRACK_COLOR } from '../ck-pieces';
import { TABLE } from '../i18n';
import { Die } from '../payout-banner';
import { BTN_MAIN } from '../pickers';
import type { TurnPanelProps } from './kit';

// The ship on the barbarians' dark red; each gate in its track's colour.
const FACE_BG: Readonly<Record<EventFace, string>> = { ship: '#7f1d1d', ...TRACK_COLOR };

export function ThreeDicePad({
  command,
  act,
  set: fixed = null,
}: Pick<TurnPanelProps, 'act'> & {
  readonly command: CommandOf<'roll'>;
  /** The alchemist's red and yellow dice (view.progress.alchemy): shown, not chosen. */
  readonly set?: readonly [number, number] | null;
}) {
  const t = useLazyWords(TABLE);
  const ck = useLazyWords(CK);
  const [redPicked, setRed] = useState<number | null>(null);
  const [yellowPicked, setYellow] = useState<number | null>(null);
  const red = fixed ? fixed[0] : redPicked;
  const yellow = fixed ? fixed[1] : yellowPicked;
  const [face, setFace] = useState<EventFace | null>(null);
  const ready = red !== null && yellow !== null && face !== null;
  const cell = (on: boolean) =>
    `flex h-10 w-10 items-center justify-center rounded-lg focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-300 ${on ? 'ring-4 ring-amber-300' : ''}`;
  const die = (which: 'red' | 'yellow', value: number | null, set: (n: number) => void) => (
    <fieldset
      className="grid grid-cols-2 gap-1"
      data-testid={`die-${which}`}
      data-set={fixed ? value : undefined}
      disabled={fixed !== null}
    >
      <legend className="text-sm whitespace-nowrap text-stone-300">{ck[which]}</legend>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <button
          key={n}
          type="button"
          aria-label={`${ck[which]}: ${n}`}
          aria-pressed={value === n}
          data-testid={`die-${which}-${n}`}
          className={`${cell(value === n)} ${which === 'red' ? 'bg-red-700' : 'bg-yellow-500'} ${fixed && value !== n ? 'opacity-30' : ''}`}
          onClick={() => set(n)}
        >
          <Die value={n} size={32} />
        </button>
      ))}
    </fieldset>
  );
  return (
    <div className="flex flex-col gap-2" data-testid="dice-pad" data-dice="three">
      <p className="sr-only">{t.enterDice}</p>
      {/* The three dice in one row; OK under them, so a narrow side column never clips it. */}
      <div className="flex flex-row flex-nowrap items-end gap-2" data-testid="three-dice-row">
        {die('red', red, setRed)}
        {die('yellow', yellow, setYellow)}
        <fieldset className="grid grid-cols-2 gap-1" data-testid="die-event">
          <legend className="text-sm whitespace-nowrap text-stone-300">{ck.eventDie}</legend>
          {EVENT_FACES.map((f) => (
            <button
              key={f}
              type="button"
              aria-label={`${ck.eventDie}: ${ck.faces[f]}`}
              aria-pressed={face === f}
              data-testid={`event-${f}`}
              className={`${cell(face === f)} text-xl font-black text-white`}
              style={{ background: FACE_BG[f] }}
              onClick={() => setFace(f)}
            >
              <FaceGlyph face={f} />
            </button>
          ))}
        </fieldset>
      </div>
      <button
        type="button"
        className={`${BTN_MAIN} min-h-12 w-full text-xl`}
        disabled={!ready}
        data-testid="roll-submit"
        onClick={() => {
          if (red === null || yellow === null || face === null) return;
          setRed(null);
          setYellow(null);
          setFace(null);
          void act({ ...command, dice: [red, yellow], event: face });
        }}
      >
        {t.ok}
      </button>
    </div>
  );
}

/** The event die's face: the barbarian ship, or a city gate in its track's colour. */
function FaceGlyph({ face }: { face: EventFace }) {
  return (
    <svg width={30} height={30} viewBox="-15 -15 30 30" aria-hidden="true">
      {face === 'ship' ? (
        <>
          <path d="M -12 4 H 12 L 8 11 H -8 Z" fill="#fff" />
          <path d="M -1 2 V -13 L 10 2 Z" fill="#fff" />
          <path d="M -3 2 V -10 L -11 2 Z" fill="#d6d3d1" />
        </>
      ) : (
        <path
          d="M -11 12 V -4 Q -11 -12 0 -12 Q 11 -12 11 -4 V 12 H 5 V -2 Q 5 -6 0 -6 Q -5 -6 -5 -2 V 12 Z"
          fill="#fff"
          stroke="#111"
          strokeWidth={1.5}
        />
      )}
    </svg>
  );
}
