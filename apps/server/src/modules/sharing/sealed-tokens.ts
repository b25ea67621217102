import crypto from 'node:crypto';

/**
 * A shared link's token kept so that it can be shown again (issue 26 §4, decision 0040):
 * AES-256-GCM under SHARE_LINK_KEY, bound to its dedication (the additional data), so a sealed
 * token copied onto another row does not open. Lookups never use it: they go by the sha256.
 */
const VERSION = 'v1';

/**
 * The key from the configuration (64 hex digits). Unset in development and tests: a fixed key,
 * good for nothing else. Unset in production: null — links are kept as digests only, as before,
 * and the panel says they cannot be shown again (the start logs a warning).
 */
export function shareLinkKey(configured: string | undefined, production: boolean): Buffer | null {
  if (configured) return Buffer.from(configured, 'hex');
  if (production) return null;
  return crypto.createHash('sha256').update('zechus development share-link key').digest();
}

const additionalData = (enrollmentId: number) => Buffer.from(`share-link:${enrollmentId}`);

export function sealToken(key: Buffer, enrollmentId: number, token: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(enrollmentId));
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * The token, or null when it cannot be opened: sealed under another key (rotated), altered, or
 * of another dedication. Such a link still works; it just cannot be shown again.
 */
export function openToken(key: Buffer, enrollmentId: number, sealed: string): string | null {
  const [version, iv, body, tag, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !body || !tag || rest.length > 0) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAAD(additionalData(enrollmentId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
