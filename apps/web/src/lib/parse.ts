import type { z } from 'zod';

/**
 * Reads a server answer through its shared schema. A mismatch is logged (so a contract drift is
 * seen) but the answer is still used: a screen should not go blank over an extra or odd field.
 */
export const parseAnswer = <S extends z.ZodType>(
  schema: S,
  data: unknown,
  what: string,
): z.infer<S> => {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(`Unexpected ${what} answer`, parsed.error.issues);
  return data as z.infer<S>;
};
