// Starfarers, the fold: colonies placed in set-up, builds paid as declared, awards moved.

import { advanceSetup, toBank, updPlayer } from '../../draft';
import { seedRules } from '../../starfarers';
import type { Colony } from '../../types';
import type { EvolvePart } from '../kit';

export const EVENTS = ['sfStarted', 'sfBuilt', 'sfAwarded', 'sfFlown'] as const;

export const evolve: EvolvePart<(typeof EVENTS)[number]> = {
  sfStarted: (d, ctx, ev) => {
    const colonies: Colony[] = [
      ...ev.colonies.map((planets) => ({ planets, spaceport: false })),
      { planets: ev.spaceport, spaceport: true },
    ];
    updPlayer(d, ev.seat, (p) => (p.sf ? { ...p, sf: { ...p.sf, colonies } } : p));
    advanceSetup(d, ctx);
  },
  sfBuilt: (d, ctx, ev) => {
    toBank(d, ctx, ev.seat, ev.pay);
    const seed = seedRules(d.config);
    updPlayer(d, ev.seat, (p) => {
      const sf = p.sf;
      if (!sf) return p;
      switch (ev.item) {
        case 'colony':
          return {
            ...p,
            sf: {
              ...sf,
              colonies: [
                ...sf.colonies,
                {
                  planets: ev.planets ?? [],
                  spaceport: false,
                  ...(ev.system !== undefined ? { system: ev.system } : {}),
                },
              ],
              // Seed 001: "Transporteren fjernes fra brættet" — the colony ship is spent.
              colonyShips: seed ? Math.max(0, sf.colonyShips - 1) : sf.colonyShips,
            },
          };
        case 'spaceport':
          return {
            ...p,
            sf: {
              ...sf,
              colonies: sf.colonies.map((c, i) =>
                i === ev.colony ? { ...c, spaceport: true } : c,
              ),
            },
          };
        case 'booster':
          return { ...p, sf: { ...sf, boosters: sf.boosters + 1 } };
        case 'cannon':
          return { ...p, sf: { ...sf, cannons: sf.cannons + 1 } };
        case 'freightRing':
          return { ...p, sf: { ...sf, freightRings: sf.freightRings + 1 } };
        case 'ship':
          return p;
        case 'colonyShip':
          return { ...p, sf: { ...sf, colonyShips: sf.colonyShips + 1 } };
        case 'tradeShip':
          return { ...p, sf: { ...sf, tradeShips: sf.tradeShips + 1 } };
        case 'tradeStation': {
          const race = ev.race;
          if (!race || ev.spot === undefined) return p;
          return {
            ...p,
            sf: {
              ...sf,
              tradeShips: Math.max(0, sf.tradeShips - 1),
              stations: { ...sf.stations, [race]: [...sf.stations[race], ev.spot] },
            },
          };
        }
      }
    });
  },
  sfAwarded: (d, _ctx, ev) => {
    updPlayer(d, ev.seat, (p) => {
      const sf = p.sf;
      if (!sf) return p;
      switch (ev.award) {
        case 'friendship':
          return { ...p, sf: { ...sf, friendship: sf.friendship + ev.delta } };
        case 'pirate':
          return { ...p, sf: { ...sf, pirates: sf.pirates + ev.delta } };
        case 'ice':
          return { ...p, sf: { ...sf, ice: sf.ice + ev.delta } };
        case 'fame':
          return { ...p, sf: { ...sf, fameRings: sf.fameRings + ev.delta } };
      }
    });
  },
  sfFlown: (d, _ctx, ev) => {
    if (ev.rng) d.rng = ev.rng;
    const turn = d.turn.number;
    updPlayer(d, ev.seat, (p) =>
      p.sf ? { ...p, sf: { ...p.sf, flight: { turn, shake: ev.shake, speed: ev.speed } } } : p,
    );
  },
};
