import 'server-only';

// The table server's adapters (storage, credentials, live streams, limits); route handlers
// in app/api/games import from here. docs/server.md describes the API.
export { searchBudgetMs } from './env';
export * from './events-route';
export * from './games';
export { type Health, health } from './health';
export * from './host-move';
export * from './http';
export { listenerCount, subscribe } from './hub';
export { joinUrl, lanAddress, publicOrigin } from './network';
export { qrSvg } from './qr';
export * from './schemas';
export { eventStream, lastEventId, SSE_HEADERS, type StreamSink, streamTo } from './sse';
export type * from './store';
export * from './write-routes';
