import { MISHNAH } from '../catalogue/mishnah.ts';

/** One assignment as the progress maths needs it. */
export interface PerekStatus {
  perekIndex: number;
  done: boolean;
}

export interface DaySummary {
  sedorim: { index: number; name: string; done: number }[];
  mesechtas: {
    index: number;
    seder: number;
    name: string;
    done: number;
    perakim: number;
    perakimDone: number;
  }[];
  total: number;
  chapters_done: number;
  chapters_not_done: number;
}

const percent = (done: number, all: number) => (all === 0 ? 0 : (done / all) * 100);

/**
 * Progress of a learning day (DESIGN.md §3): done perakim over all 525, and the same per seder
 * and per masechet over their own perakim. A perek nobody was assigned counts as not done.
 */
export function summarizeDay(statuses: readonly PerekStatus[]): DaySummary {
  const done = new Set(statuses.filter((s) => s.done).map((s) => s.perekIndex));
  const doneIn = (first: number, count: number) => {
    let n = 0;
    for (let i = first; i < first + count; i++) if (done.has(i)) n++;
    return n;
  };
  let first = 0;
  const mesechtas = MISHNAH.masechtos.map((m) => {
    const perakimDone = doneIn(first, m.perakim);
    first += m.perakim;
    return {
      index: m.index,
      seder: m.seder,
      name: m.hebrew,
      done: percent(perakimDone, m.perakim),
      perakim: m.perakim,
      perakimDone,
    };
  });
  const sedorim = MISHNAH.sedarim.map((s) => {
    const own = mesechtas.filter((m) => m.seder === s.index);
    const all = own.reduce((sum, m) => sum + m.perakim, 0);
    const finished = own.reduce((sum, m) => sum + m.perakimDone, 0);
    return { index: s.index, name: s.hebrew, done: percent(finished, all) };
  });
  const total = MISHNAH.perakim.length;
  return {
    sedorim,
    mesechtas,
    total: percent(done.size, total),
    chapters_done: done.size,
    chapters_not_done: total - done.size,
  };
}
