export * from './day-summary.ts';
