import crypto from 'node:crypto';

/** Station tokens are stored as sha256 digests: a leaked database does not leak working tokens. */
export const hashStationToken = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('hex');

export const newStationToken = (): string => crypto.randomBytes(24).toString('base64url');
