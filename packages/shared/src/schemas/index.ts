export * from './text.ts';
export * from './ids.ts';
export * from './contact.ts';
export * from './plan.ts';
export * from './health.ts';
export * from './site-config.ts';
export * from './progress.ts';
export * from './live.ts';
