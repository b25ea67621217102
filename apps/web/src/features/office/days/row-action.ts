/** What a row of the day table can open. */
export type RowAction = 'reassign' | 'reassignAll' | 'done' | 'undo' | 'recording';

/** The row's buttons: outlined like the secondary button, narrower so a tablet row fits. */
export const rowButtonClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 border-primary bg-white px-3.5 text-sm font-semibold whitespace-nowrap text-primary transition-colors hover:bg-primary hover:text-white';
