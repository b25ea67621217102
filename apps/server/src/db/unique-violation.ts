/**
 * A unique index refused a row: SQLite says "UNIQUE constraint failed", PostgreSQL "duplicate
 * key value violates unique constraint". Read from the message, the same on both engines' drivers.
 */
export const isUniqueViolation = (error: unknown): boolean =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));
