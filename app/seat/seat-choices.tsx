'use client';
// The seat's own choices on its phone: the discard after a 7, the cards chosen at the start
// (Intimate Settlers), and a played year of plenty's or monopoly's picks, each filling the
// legal list's command; where phone input is off, only what the table waits for.

import type { Command, GameView, Hand } from '@/lib/game';
import type { DevPlay } from '@/lib/game/legal';
import { getRuleset } from '@/lib/rules';
import type { SeatStrings } from './i18n';
import type { OwnChoice } from './model';
import { CardPicker, ResourcePicker } from './pickers';

export function SeatChoices({
  view,
  t,
  label,
  hand,
  choice,
  phoneInput,
  busy,
  send,
  playing,
  setPlaying,
  yearOfPlenty,
  monopoly,
}: {
  view: GameView;
  t: SeatStrings;
  label: (r: string) => string;
  hand: Hand;
  choice: OwnChoice | null;
  phoneInput: boolean;
  /** A command on its way, or the view out of date: nothing is sent. */
  busy: boolean;
  send: (c: Command) => void;
  playing: 'monopoly' | 'yearOfPlenty' | null;
  setPlaying: (p: 'monopoly' | 'yearOfPlenty' | null) => void;
  yearOfPlenty: Extract<DevPlay, { card: 'yearOfPlenty' }> | undefined;
  monopoly: Extract<DevPlay, { card: 'monopoly' }> | undefined;
}) {
  const resources = getRuleset(view.config.ruleset).resources;
  return (
    <>
      {choice && !phoneInput && (
        <p
          className="rounded-xl border-2 border-amber-500 px-3 py-2"
          data-testid="choice-on-tablet"
        >
          {choice.kind === 'discard' ? t.discardTitle(choice.count) : t.chooseTitle(choice.count)} —{' '}
          {t.phoneInputOff}
        </p>
      )}
      {/* Keyed by the turn, not the version: another seat's discard must not clear our picks. */}
      {choice?.kind === 'discard' && phoneInput && (
        <CardPicker
          key={`discard-${view.turn.number}`}
          testId="choice-discard"
          title={t.discardTitle(choice.count)}
          resources={resources}
          label={label}
          count={choice.count}
          limit={hand}
          submitLabel={t.submitDiscard}
          pickedText={t.picked}
          addLabel={t.add}
          removeLabel={t.remove}
          busy={busy}
          onSubmit={(cards) => send({ ...choice.command, cards })}
        />
      )}
      {choice?.kind === 'chooseCards' && phoneInput && (
        <CardPicker
          key={`choose-${view.setup?.index ?? 0}`}
          testId="choice-choose"
          title={t.chooseTitle(choice.count)}
          resources={resources}
          label={label}
          count={choice.count}
          submitLabel={t.submitTake}
          pickedText={t.picked}
          addLabel={t.add}
          removeLabel={t.remove}
          busy={busy}
          onSubmit={(cards) => send({ ...choice.command, cards })}
        />
      )}
      {playing === 'yearOfPlenty' && yearOfPlenty && (
        <CardPicker
          testId="choice-year-of-plenty"
          title={t.yopTitle}
          resources={yearOfPlenty.resources}
          label={label}
          count={yearOfPlenty.take}
          submitLabel={t.submitTake}
          pickedText={t.picked}
          addLabel={t.add}
          removeLabel={t.remove}
          busy={busy}
          onCancel={() => setPlaying(null)}
          cancelLabel={t.cancel}
          onSubmit={(cards) =>
            send({
              ...yearOfPlenty.command,
              resources: yearOfPlenty.resources.flatMap((r) =>
                Array<string>(cards[r] ?? 0).fill(r),
              ),
            })
          }
        />
      )}
      {playing === 'monopoly' && monopoly && (
        <ResourcePicker
          testId="choice-monopoly"
          title={t.monopolyTitle}
          resources={monopoly.resources}
          label={label}
          busy={busy}
          onCancel={() => setPlaying(null)}
          cancelLabel={t.cancel}
          onPick={(resource) => {
            const c = monopoly.commands[monopoly.resources.indexOf(resource)];
            if (c) send(c);
          }}
        />
      )}
    </>
  );
}
