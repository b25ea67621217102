import type { DayPerek } from '@zechus/shared';
import { timeOnDay } from '../shell/london-time.ts';
import { daysText } from './strings.ts';

/** "Station: Hall scanner", "Scanned by Mrs Levi", "By hand: Mrs Levi" (null while open). */
export function sourceLabel(perek: Pick<DayPerek, 'doneSource' | 'doneBy'>): string | null {
  return perek.doneSource ? daysText.source[perek.doneSource](perek.doneBy) : null;
}

/** "at 10:42 (Station: Hall scanner)": how an undo dialog recalls what is being undone. */
export function howDone(perek: DayPerek, day: string): string {
  const time = perek.doneAt ? `at ${timeOnDay(perek.doneAt, day)}` : '';
  const source = sourceLabel(perek);
  return [time, source ? `(${source})` : ''].filter(Boolean).join(' ');
}
