export * from './episode-rules.ts';
export * from './schemas.ts';
export * from './donation.ts';
export * from './learning-dates.ts';
export * from './hebrew-name.ts';
