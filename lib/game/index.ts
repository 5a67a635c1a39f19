// The game engine's public face: commands in, events out, a pure fold, views per seat.
export * from './build';
export {
  contextOf,
  discovers,
  type GameContext,
  hasHomeBases,
  hasShips,
  isStarfarers,
} from './context';
export { bankRate, decide, robberVictims } from './decide';
export * from './earth-supply';
export { evolve } from './evolve';
export {
  type CorrectActions,
  type CorrectablePiece,
  type CorrectableRoll,
  pieceTargets,
} from './features/correct';
export * from './history';
export {
  diceWays,
  expectedIncome,
  type Income,
  type IncomeByNumber,
  type IncomeSource,
  sumProbability,
} from './income';
export * from './legal';
export { type GameLog, type LogError, parseGameLog, toGameLog } from './log';
export { largestArmyHolder, longestRoadHolder, longestRoadOf } from './longest-road';
export {
  affordable,
  BUILD_ITEMS,
  type BuildItem,
  buildItems,
  type MissingCards,
  missingCards,
  missingFor,
} from './missing';
export { rollPayout } from './production';
export { type RandomGame, randomGame } from './random-game';
export {
  commandOf,
  deepEqual,
  fold,
  type ReplayFailure,
  replayChecked,
  replaySteps,
} from './replay';
export { rolledSum } from './roll';
export {
  COMMAND_TYPES,
  commandSchema,
  EVENT_TYPES,
  edgeSchema,
  eventSchema,
  handSchema,
  hexSchema,
  mothershipOdds,
  seatSchema,
  vertexSchema,
} from './schema';
export { homeBaseAward, type Score, scoreOf, scores, winnerOf } from './score';
export { createGame, DEFAULT_OPTIONS, RULES_EDITION, VP_TARGET_MAX, VP_TARGET_MIN } from './setup';
export * from './spots';
export * from './starfarers';
export {
  type DiceCount,
  GAIN_SOURCES,
  type GainSource,
  type GameStats,
  gameStats,
  LOSS_CAUSES,
  type LossCause,
  type PlayerStats,
  type StatsError,
  statsFromLog,
  type VpPoint,
} from './stats';
export { formatSummary, type GameSummary, type PlayerSummary, summarize } from './summary';
export * from './types';
export {
  type CorrectionsView,
  type GameView,
  HIDDEN,
  type HiddenDevBought,
  type MissingView,
  missingView,
  type PlayerView,
  type SeenEvent,
  type SeenRequest,
  type Viewer,
  viewEvent,
  viewFor,
} from './view';
