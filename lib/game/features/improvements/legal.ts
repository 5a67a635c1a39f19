// City improvements, the legal actions: per track the next level the seat may buy now, and the
// commands (one per city that could carry the metropolis, where the level wins it).
import type { VertexId } from '../../../hex';
import { TRACKS, type Track } from '../../../rules/rulesets';
import { get } from '../../hand';
import type { CommandOf, LegalPart } from '../../legal';
import { mayAct } from '../../turn';
import { bankOf, handOf } from '../../view';
import { aqueductChoices, freeCities, winsMetropolis } from './decide';

export const legal: LegalPart<'improvements' | 'aqueduct'> = (view, ctx, seat) => {
  const pend = view.phase === 'play' ? view.turn.pending : null;
  const choices =
    pend?.kind === 'aqueduct'
      ? aqueductChoices({ bank: bankOf(view, ctx.ruleset.bankPerResource) }, ctx)
      : [];
  const aqueduct =
    pend?.kind === 'aqueduct'
      ? pend.seats.map((s) => ({
          seat: s,
          resources: choices,
          commands: choices.map((resource) => ({
            type: 'takeAqueduct' as const,
            seat: s,
            resource,
          })),
        }))
      : [];
  const rules = ctx.ruleset.features.improvements;
  const imp = view.improvements;
  const h = handOf(view, seat);
  if (!rules || !imp || !h || !mayAct(view, seat, { sbpOk: true }))
    return { improvements: null, aqueduct };
  const hasCity = view.buildings.some((b) => b?.kind === 'city' && b.seat === seat);
  const free = freeCities(view, seat)
    .map((v) => ctx.topo.vertices[v])
    .filter((x): x is VertexId => x !== undefined);
  const tracks = TRACKS.flatMap((track: Track) => {
    const level = (imp.levels[seat]?.[track] ?? 0) + 1;
    if (level > rules.levels || !hasCity || get(h, rules.paidIn[track]) < level) return [];
    const holds = imp.metropolises[track]?.seat === seat;
    if (level >= rules.metropolisAt && !holds && free.length === 0) return [];
    const base: CommandOf<'improveCity'> = { type: 'improveCity', seat, track };
    const commands = winsMetropolis(view, ctx, seat, track)
      ? free.map((metropolis) => ({ ...base, metropolis }))
      : [base];
    return [{ track, level, commands }];
  });
  return { improvements: tracks, aqueduct };
};
