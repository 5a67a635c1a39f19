// @ts-check
// Serwist in "configurator mode": `next build` prerenders, then `serwist build` bundles
// app/sw.ts into public/sw.js with the precache manifest (see README: why not next-pwa).
import { serwist } from '@serwist/next/config';

export default serwist({
  swSrc: 'app/sw.ts',
  swDest: 'public/sw.js',
});
