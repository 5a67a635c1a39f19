// Starfarers' part of a scoreboard entry: colonies and spaceports, and whether Earth still
// sends this player a card after every roll (under 9 VP).

import { useLazyWords } from '@/app/ui/lazy-words';
import type { StarfarersPlayer } from '@/lib/game';
import { SF } from './i18n';
import { EarthIcon } from './sf-icons';

/** Colonies, spaceports and the Earth-supply tag of one scoreboard entry. */
export function SfScoreLine({ sf: p, supplied }: { sf: StarfarersPlayer; supplied: boolean }) {
  const sf = useLazyWords(SF);
  return (
    <>
      <span>{sf.coloniesN(p.colonies.filter((c) => !c.spaceport).length)}</span>
      <span>{sf.spaceportsN(p.colonies.filter((c) => c.spaceport).length)}</span>
      {supplied ? (
        <span
          className="inline-flex items-center gap-1 text-sky-200"
          data-supply="true"
          title={sf.supplyHelp}
        >
          <EarthIcon size={18} />
          {sf.earthSupply}
        </span>
      ) : null}
    </>
  );
}
