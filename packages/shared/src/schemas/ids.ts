import { z } from 'zod';

/**
 * The largest value both engines' integer columns hold (32-bit signed). A larger number reaching
 * a query is an error on PostgreSQL (a 500), and on SQLite quietly matches nothing: every id or
 * count a client sends is bounded here instead, so both engines answer the same 400.
 */
export const MAX_INTEGER = 2_147_483_647;

/**
 * A positive whole number in a path, a query or a body (`1e30`, `-1`, `2147483648`, `abc` and
 * `1.5` are refused): a database id, or a 1-based position.
 */
export const idSchema = (label = 'id') =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(1, { error: `${label} must be a positive number` })
    .max(MAX_INTEGER, { error: `${label} is too large` });

/** The params of a route addressed by one id, e.g. /api/office/learners/:id. */
export const idParamSchema = z.object({ id: idSchema() });
