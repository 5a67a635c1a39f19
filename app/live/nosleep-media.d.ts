// nosleep.js's two clips (a second of blank video each), as `data:` URIs: its src/media.js,
// which ships no types of its own.
declare module 'nosleep.js/src/media.js' {
  export const webm: string;
  export const mp4: string;
}
