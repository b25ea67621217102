/** Product naming (DESIGN.md: product "Zechus", programme title configurable on the server). */
export const PRODUCT_NAME = 'Zechus';
export const DEFAULT_PROGRAMME_TITLE = 'Zechus Mishnayos';

/** "<Page> | Zechus" — the document title of every route (spec §2). */
export const pageTitle = (page: string): string => `${page} | ${PRODUCT_NAME}`;

/** Office contact details shown on Contact, the thank-you pages and in e-mails. */
export const OFFICE = {
  phone: '+44 20 7946 0180', // Ofcom's range for fiction: replace with the office's real line
  phoneHref: 'tel:+442079460180',
  email: 'office@zechus.org',
  website: 'zechus.org',
} as const;
