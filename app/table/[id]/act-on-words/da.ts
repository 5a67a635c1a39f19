import type { ActOnStrings } from './types';

const words: ActOnStrings = {
  played: (n, c) => `${n} spillede ${c}`,
  handsTo: (g, k, r, t) => `${g} giver ${k} ${r} til ${t}`,
  nobodyHands: (r) => `ingen andre har ${r}`,
  bankGives: (t, c) => `banken giver ${t} ${c}`,
  asks: (n) => `${n} beder om en rettelse: se øverst i sidepanelet`,
};
export default words;
