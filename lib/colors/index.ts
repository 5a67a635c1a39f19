// Seat colours: what the app draws and what print/ puts on pawns (shared, so print/ need not
// reach into app/).
export * from './box';
export * from './seats';
