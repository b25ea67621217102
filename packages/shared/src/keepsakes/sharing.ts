import { z } from 'zod';

/** A shared link's token: 32 random bytes, base64url (43 characters). */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, {
  error: 'This link is not complete. Please copy the whole link.',
});
export const shareTokenParamSchema = z.object({ token: z.string().max(200) });

/** Where a shared link opens: the dedication's progress pages, read-only, without a login. */
export const sharedPath = (token: string): string => `/shared/${token}`;

/** GET /api/my-page/dedications/:id/share: whether the dedication has a link that works. */
export const shareLinkStatusSchema = z.object({
  active: z.boolean(),
  /** When the working link was made (ISO), null when there is none. */
  createdAt: z.string().nullable(),
});
export type ShareLinkStatus = z.infer<typeof shareLinkStatusSchema>;

/**
 * POST /api/my-page/dedications/:id/share: a new link (the only time its address is shown, as
 * only a digest of it is kept); any earlier link of the dedication stops working.
 */
export const shareLinkCreatedSchema = z.object({
  url: z.string(),
  createdAt: z.string(),
});
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedSchema>;
