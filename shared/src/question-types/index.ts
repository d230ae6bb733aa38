// The question types beyond the option-id choice questions (ADR 0035): limits, stored shapes,
// scoring and the author's input. Pages that need only the limits import ./limits.
export * from './limits';
export * from './model';
export * from './text-match';
export * from './numeric';
export * from './score';
export * from './build';
export * from './solution';
export * from './analysis';
