import { Locale, gematriya } from '@hebcal/core';
// Importing @hebcal/learning registers its Hebrew tractate names with the shared Locale
// (its locale module calls Locale.addTranslations('he', …)); without it 'Berakhot' has no
// Hebrew translation. The side-effect import makes that dependency explicit.
import '@hebcal/learning';

/**
 * The Hebrew name hebcal knows for an English id (a tractate, a month), without niqqud, so
 * names read as printed in a siddur index ("ברכות", not "בְּרָכוֹת"). Throws when hebcal has
 * no Hebrew for the id: a silent English fallback would put Latin text on a Hebrew screen.
 */
export function hebrewOf(id: string): string {
  const translated = Locale.lookupTranslation(id, 'he');
  if (translated === undefined) throw new Error(`hebcal has no Hebrew name for "${id}"`);
  return Locale.hebrewStripNikkud(translated);
}

/**
 * A number in Hebrew letters WITHOUT geresh/gershayim (1 → "א", 15 → "טו"). This is the
 * convention for perek numbers ("ברכות פרק טו"), matching DESIGN.md's "ברכות פרק א".
 */
export function plainGematriya(n: number): string {
  return gematriya(n).replace(/[׳״'"]/g, '');
}
