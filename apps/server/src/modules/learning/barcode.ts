/**
 * The printable barcode of an assignment: the day as a count of days since 1970-01-01 (5 digits)
 * followed by the perek index (3 digits), e.g. "20779042". All digits, so Code 128 prints it
 * compactly and every keyboard-wedge scanner types it; unique because (day, perek) is.
 */
export function assignmentBarcode(day: string, perekIndex: number): string {
  const dayNumber = Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  return `${String(dayNumber).padStart(5, '0')}${String(perekIndex).padStart(3, '0')}`;
}
