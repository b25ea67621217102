import { MishnaYomiIndex, mishnaYomiStart } from '@hebcal/learning';
import { hebrewOf, plainGematriya } from './hebrew.ts';

/** One of the six orders of the Mishnah. */
export interface Seder {
  /** 0..5 in canonical order. */
  index: number;
  /** English transliteration, e.g. "Zeraim". */
  name: string;
  /** e.g. "זרעים". */
  hebrew: string;
  masechtos: Masechet[];
}

/** A tractate. */
export interface Masechet {
  /** 0..62 across the whole Mishnah. */
  index: number;
  /** Seder index 0..5. */
  seder: number;
  /** hebcal's English (Sephardic) spelling, e.g. "Berakhot", "Oktzin". */
  name: string;
  /** e.g. "ברכות". */
  hebrew: string;
  /** Number of perakim (chapters). */
  perakim: number;
}

/** A chapter: the unit one learner is assigned for a day (DESIGN.md §3). */
export interface Perek {
  /** 0..524 across the whole Mishnah, in order. */
  index: number;
  seder: number;
  /** Masechet index 0..62. */
  masechet: number;
  /** 1-based chapter number within the masechet. */
  chapter: number;
  /** e.g. "Berakhot 1". */
  name: string;
  /** e.g. "ברכות פרק א", "כלים פרק טו": the number in letters without geresh marks. */
  hebrew: string;
}

/**
 * The only hand-typed part: hebcal has no seder names, so these six come from the spec,
 * each with the hebcal spelling of the masechet that opens it. Everything else is derived.
 */
const SEDER_NAMES = [
  { name: 'Zeraim', hebrew: 'זרעים', opensWith: 'Berakhot' },
  { name: 'Moed', hebrew: 'מועד', opensWith: 'Shabbat' },
  { name: 'Nashim', hebrew: 'נשים', opensWith: 'Yevamot' },
  { name: 'Nezikin', hebrew: 'נזיקין', opensWith: 'Bava Kamma' },
  { name: 'Kodashim', hebrew: 'קדשים', opensWith: 'Zevachim' },
  { name: 'Tahorot', hebrew: 'טהרות', opensWith: 'Kelim' },
] as const;

/**
 * Every tractate in order with its chapter count, read through hebcal's public Mishna Yomi
 * index: one full cycle of daily readings visits every mishnah of the six sedarim exactly
 * once, in order. The cycle is walked until it comes back to its first mishnah, so its
 * length is not hard-coded here.
 */
function tractatesInOrder(): { name: string; chapters: number }[] {
  const index = new MishnaYomiIndex();
  const tractates: { name: string; chapters: number }[] = [];
  const first = index.lookup(mishnaYomiStart)[0];
  for (let day = 0; day < 10_000; day++) {
    const readings = index.lookup(mishnaYomiStart + day);
    if (day > 0 && readings[0]?.k === first?.k && readings[0]?.v === first?.v) return tractates;
    for (const { k, v } of readings) {
      const chapter = Number(v.split(':')[0]);
      const last = tractates[tractates.length - 1];
      if (last?.name === k) last.chapters = Math.max(last.chapters, chapter);
      else tractates.push({ name: k, chapters: chapter });
    }
  }
  throw new Error('the Mishna Yomi cycle did not repeat; hebcal data changed shape');
}

function build(): { sedarim: Seder[]; masechtos: Masechet[]; perakim: Perek[] } {
  const sedarim: Seder[] = [];
  const masechtos: Masechet[] = [];
  const perakim: Perek[] = [];
  for (const { name, chapters } of tractatesInOrder()) {
    const opened = SEDER_NAMES.findIndex((s) => s.opensWith === name);
    if (opened >= 0) {
      if (opened !== sedarim.length) throw new Error(`seder opener ${name} out of order`);
      const { name: sederName, hebrew } = SEDER_NAMES[opened]!;
      sedarim.push({ index: opened, name: sederName, hebrew, masechtos: [] });
    }
    const seder = sedarim[sedarim.length - 1];
    if (!seder) throw new Error(`masechet ${name} comes before the first seder`);
    const masechet: Masechet = {
      index: masechtos.length,
      seder: seder.index,
      name,
      hebrew: hebrewOf(name),
      perakim: chapters,
    };
    masechtos.push(masechet);
    seder.masechtos.push(masechet);
    for (let chapter = 1; chapter <= chapters; chapter++) {
      perakim.push({
        index: perakim.length,
        seder: seder.index,
        masechet: masechet.index,
        chapter,
        name: `${name} ${chapter}`,
        hebrew: `${masechet.hebrew} פרק ${plainGematriya(chapter)}`,
      });
    }
  }
  if (sedarim.length !== SEDER_NAMES.length) throw new Error('a seder opener was not found');
  return { sedarim, masechtos, perakim };
}

/** The whole Mishnah (6 sedarim, 63 masechtos, 525 perakim), computed once at module load. */
export const MISHNAH: {
  readonly sedarim: readonly Seder[];
  readonly masechtos: readonly Masechet[];
  readonly perakim: readonly Perek[];
} = build();
