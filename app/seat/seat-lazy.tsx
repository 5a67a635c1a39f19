'use client';
// What the seat page loads on demand, not with its first scripts: the correction requests
// (correct-seat.tsx reads the table's describe.ts and with it the table's words in every
// language). test/e2e/seat-light.test.ts checks the table's words stay out of the first scripts.
import dynamic from 'next/dynamic';

export const SeatCorrections = dynamic(
  () => import('./correct-seat').then((m) => m.SeatCorrections),
  { loading: () => null },
);

// The leave-seat dialog and the withdrawn-link notice: shown only once the seat is drawn (or
// its link was withdrawn), never needed for the first paint.
export const LeaveSeat = dynamic(() => import('./leave-seat').then((m) => m.LeaveSeat), {
  loading: () => null,
});
export const WithdrawnNotice = dynamic(
  () => import('./leave-seat').then((m) => m.WithdrawnNotice),
  { loading: () => null },
);
