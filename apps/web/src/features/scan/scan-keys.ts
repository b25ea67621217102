/**
 * Which key presses belong to the scan input. A keyboard-wedge scanner "types" the barcode and
 * presses Enter into whatever has focus; if a teacher has tabbed or clicked onto a button, those
 * keys would be lost, so printable keys typed anywhere on the station go to the scan input.
 */

/** What had focus when the key was pressed. */
export type FocusKind =
  /** The scan input itself: nothing to do. */
  | 'scan-input'
  /** Another field that takes text (none on the station today, but never steal from one). */
  | 'text-field'
  /** A button, link, checkbox…: Space and Enter operate it. */
  | 'control'
  /** Nothing in particular (the page). */
  | 'page';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** An input method is composing a character: leave it alone. */
  isComposing?: boolean;
}

/** One character that would be typed (not Enter, Tab, arrows, F-keys, …). */
export const isPrintable = (press: KeyPress): boolean =>
  !press.ctrlKey && !press.metaKey && !press.altKey && [...press.key].length === 1;

/**
 * True when the key should be typed into the scan input instead of where it was pressed.
 * Never while a dialog is open or in another text field; shortcuts (Ctrl, ⌘, Alt) keep their
 * meaning; Space on a control still presses it.
 */
export const belongsToScanInput = (
  press: KeyPress,
  focus: FocusKind,
  dialogOpen: boolean,
): boolean => {
  if (dialogOpen || press.isComposing) return false;
  if (focus === 'scan-input' || focus === 'text-field') return false;
  if (!isPrintable(press)) return false;
  return !(press.key === ' ' && focus === 'control');
};
