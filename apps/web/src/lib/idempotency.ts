/**
 * Idempotency keys of a charging request (DESIGN.md §3 "Payments"): one key per attempt. The
 * same request sent again (a retry) goes with the same key, so it can never charge twice; a
 * changed request (an edit) gets a new key, and so does any request after a decline (`forget`).
 */
export interface AttemptKeys {
  keyFor: (body: unknown) => string;
  /** After a decline (or any answer that ends the attempt): the next request is a new attempt. */
  forget: () => void;
}

export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()): AttemptKeys {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor: (body) => {
      const fingerprint = JSON.stringify(body);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newKey() };
      return last.key;
    },
    forget: () => {
      last = null;
    },
  };
}
