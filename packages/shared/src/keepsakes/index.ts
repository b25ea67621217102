export * from './certificate.ts';
export * from './sharing.ts';
export * from './date-refusal.ts';
export * from './codes.ts';
export * from './mourning-day.ts';
