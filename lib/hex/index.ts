export * from './coords';
export * from './parts';
export * from './topology';
