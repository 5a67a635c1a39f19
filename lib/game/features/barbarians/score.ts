// Barbarians, its score part: a Defender of Catan card is 1 VP (cities and knights).
import type { ScorePart } from '../kit';

export const score: ScorePart = (out, s, _ctx, seat) => {
  const n = s.barbarians?.defenders[seat] ?? 0;
  if (n > 0) out.defender = n;
};
