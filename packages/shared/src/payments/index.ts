export * from './card.ts';
export * from './processor.ts';
export * from './sandbox.ts';
