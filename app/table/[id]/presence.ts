// What the tablet makes of the phones that follow the game (the table stream's presence:
// the seats online, or null while unknown — before the first message, after a drop, or with
// several server instances, where this one cannot know).

export type PhoneState = 'online' | 'offline' | 'unknown';

/** Whether `seat`'s phone follows the game, as far as the tablet knows. */
export function phoneState(online: readonly number[] | null, seat: number): PhoneState {
  if (online === null) return 'unknown';
  return online.includes(seat) ? 'online' : 'offline';
}

/**
 * Whether a prompt may tell the table that `seat` can answer on its phone: phone input is
 * on, and the phone is connected — or presence is unknown, where the tablet keeps saying so
 * as it did before it could tell.
 */
export function offersPhone(
  phoneInput: boolean,
  online: readonly number[] | null,
  seat: number,
): boolean {
  return phoneInput && phoneState(online, seat) !== 'offline';
}
