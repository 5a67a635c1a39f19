export * from './harbor-rate';
export * from './rulesets';
export * from './vocab';
