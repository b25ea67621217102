export { MISHNAH } from './mishnah.ts';
export type { Seder, Masechet, Perek } from './mishnah.ts';
