import type { ActOnStrings } from './types';

const words: ActOnStrings = {
  played: (n, c) => `${n} played ${c}`,
  handsTo: (g, k, r, t) => `${g} hands ${k} ${r} to ${t}`,
  nobodyHands: (r) => `nobody else holds ${r}`,
  bankGives: (t, c) => `the bank gives ${t} ${c}`,
  asks: (n) => `${n} asks for a correction: see the top of the side panel`,
};
export default words;
