import type { DedicationKind } from '../schemas/plan.ts';

/**
 * The line a certificate sets above the name (issue 13 §6): in Hebrew as a sefer's dedication
 * page has it, and in English beneath. A memorial — yoirtzeit, shloishim, shiva — is "in loving
 * memory"; a merit "in the merit of"; a refuah "for a complete recovery".
 */
export const CERTIFICATE_DEDICATION: Record<DedicationKind, { he: string; en: string }> = {
  yoirtzeit: { he: 'לעילוי נשמת', en: 'In loving memory of' },
  shloishim: { he: 'לעילוי נשמת', en: 'In loving memory of' },
  shiva: { he: 'לעילוי נשמת', en: 'In loving memory of' },
  merit: { he: 'לזכות', en: 'In the merit of' },
  refuah: { he: 'לרפואה שלמה', en: 'For a complete recovery of' },
};

/**
 * A plan's short name for a certificate: its text up to the colon ("One day of learning"), as
 * the plans are written ("One day of learning: all 525 perakim …"); the whole text otherwise.
 */
export function planShortName(planText: string): string {
  const head = planText.split(':')[0]?.trim() ?? '';
  return head || planText.trim();
}

/** The file name a certificate downloads as. */
export const certificateFileName = (day: string): string => `zechus-certificate-${day}.pdf`;

/** What the download answers while a day's learning is not finished (or not a date of it). */
export const CERTIFICATE_NOT_READY =
  'The certificate is ready once all 525 perakim of the day have been learned.';
