import { hebrewDateOf } from '@zechus/shared';

/**
 * hebrewDateOf, remembered per day: a date's Hebrew rendering never changes, and computing it
 * (@hebcal/core, with the week's parsha) was most of a My Page answer's time. Bounded, since
 * /api/episode/{day} takes any date.
 */
const remembered = new Map<string, ReturnType<typeof hebrewDateOf>>();
const CAPACITY = 4096;

export function hebrewDate(day: string): ReturnType<typeof hebrewDateOf> {
  let found = remembered.get(day);
  if (!found) {
    found = hebrewDateOf(day);
    if (remembered.size >= CAPACITY) remembered.clear();
    remembered.set(day, found);
  }
  return found;
}
