export * from './episode-rules.ts';
export * from './schemas.ts';
export * from './learning-dates.ts';
