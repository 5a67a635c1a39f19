// Seat colours: what the app draws and what print/ puts on pawns (shared, so print/ need not
// reach into app/); and the box's own piece colours (box.ts), for pawns that match a box.
export * from './box';
export * from './contrast';
export * from './seats';
