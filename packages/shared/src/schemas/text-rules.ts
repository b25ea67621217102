/**
 * What may be typed into any text field, public or office. Control characters (NUL, escape, line
 * breaks in a one-line field …) and halves of a character (a lone surrogate) are never part of a
 * name, a message, a class, a search or a plan's text: PostgreSQL refuses a NUL outright (a 500
 * unless refused here, after a card may already have been charged), a line break in a name
 * reaches e-mail headers and file names, and none of them can be seen by the person reading the
 * result. The one place these rules live: every schema refines with them.
 */

// eslint-disable-next-line no-control-regex -- finding them is the point
const LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\uD800-\uDFFF]/u;
/** The same, less the tab and the line feed a text area gives. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const TEXT_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\uD800-\uDFFF]/u;

/** One line without control characters: a name, a class, a search. */
export const isPlainLine = (text: string): boolean => !LINE_CONTROL.test(text);

/** Text of one or more lines (tabs and line feeds allowed), without other control characters. */
export const isPlainText = (text: string): boolean => !TEXT_CONTROL.test(text);
