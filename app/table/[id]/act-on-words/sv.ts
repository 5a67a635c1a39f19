import type { ActOnStrings } from './types';

const words: ActOnStrings = {
  played: (n, c) => `${n} spelade ${c}`,
  handsTo: (g, k, r, t) => `${g} ger ${k} ${r} till ${t}`,
  nobodyHands: (r) => `ingen annan har ${r}`,
  bankGives: (t, c) => `banken ger ${t} ${c}`,
  asks: (n) => `${n} ber om en rättelse: se överst i sidopanelen`,
};
export default words;
