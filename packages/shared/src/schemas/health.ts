import { z } from 'zod';

/** GET /api/health */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ engine: z.enum(['sqlite', 'postgres']), reachable: z.boolean() }),
});
export type Health = z.infer<typeof healthSchema>;

/** Every error the API answers has this shape. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
