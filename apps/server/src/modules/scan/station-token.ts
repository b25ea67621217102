import crypto from 'node:crypto';

/** Station tokens are stored as sha256 digests: a leaked database does not leak working tokens. */
export const hashStationToken = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('hex');

export const newStationToken = (): string => crypto.randomBytes(24).toString('base64url');

/**
 * The token of `Authorization: Bearer <token>`, or null when the header is not a Bearer one. The
 * spaces around the token are not part of it: `Bearer  TOKEN` is the same station as
 * `Bearer TOKEN`, both to sign in and to be counted.
 */
export const bearerTokenOf = (authorization: string | undefined): string | null => {
  if (!authorization?.startsWith('Bearer ')) return null;
  return authorization.slice('Bearer '.length).trim();
};
