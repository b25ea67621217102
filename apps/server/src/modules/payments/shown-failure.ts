/**
 * The failure words of a payment as the office reads them: none once it is paid. A payment
 * resolved before resolving cleared its words (a lost answer found charged) still holds them in
 * its row; the audit log keeps that history, the screens and the export do not repeat it.
 */
export function shownFailure(status: string, message: string | null): string | null {
  return status === 'approved' || status === 'charged' ? null : message;
}
