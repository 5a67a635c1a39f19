export * from './rulesets';
export * from './vocab';
