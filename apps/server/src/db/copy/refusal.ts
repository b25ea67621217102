/**
 * A reason the copy stops, in words for the person running it: the command prints the message
 * alone (no stack) and exits 1. Every refusal before the PostgreSQL transaction commits leaves
 * the target as it was or, past its migration, migrated and empty, so the command can be run
 * again once the cause is fixed.
 */
export class CopyRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopyRefused';
  }
}

/** A PostgreSQL URL fit to print: its password, if any, replaced by ***. */
export function displayUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

/** A table or column name quoted for SQL on either engine ("" doubled inside). */
export const quoteName = (name: string): string => `"${name.replaceAll('"', '""')}"`;
