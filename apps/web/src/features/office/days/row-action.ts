/** What a row of the day table can open. */
export type RowAction = 'reassign' | 'reassignAll' | 'done' | 'undo' | 'recording';

import { buttonClass } from '../../../components/ui/button-styles.ts';

/** The row's buttons: the secondary button, narrower so a tablet row fits. */
export const rowButtonClass = buttonClass('secondary', 'sm', 'gap-1.5');
