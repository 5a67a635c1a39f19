import type { ActOnStrings } from './types';

const words: ActOnStrings = {
  played: (n, c) => `${n} hat ${c} gespielt`,
  handsTo: (g, k, r, t) => `${g} gibt ${t} ${k} ${r}`,
  nobodyHands: (r) => `sonst hat niemand ${r}`,
  bankGives: (t, c) => `die Bank gibt ${t} ${c}`,
  asks: (n) => `${n} bittet um eine Korrektur: oben in der Seitenleiste`,
};
export default words;
