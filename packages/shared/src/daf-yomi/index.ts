export { dafYomi, DAF_YOMI_TRACTATES } from './daf-yomi.ts';
export type { DafYomiPage, DafYomiTractate } from './daf-yomi.ts';
