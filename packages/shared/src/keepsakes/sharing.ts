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
  /**
   * The working link's address, shown again whenever the panel opens (decision 0040); null when
   * there is none, or for an older link kept only as a digest, which cannot be shown again.
   */
  url: z.string().nullable(),
});
export type ShareLinkStatus = z.infer<typeof shareLinkStatusSchema>;

/**
 * POST /api/my-page/dedications/:id/share ("Share with family"): the working link, or a new one
 * when there is none — requests at once all get the same one. POST …/share/new ("Make a new
 * link"): a new one, and the earlier link stops working.
 */
export const shareLinkCreatedSchema = z.object({
  url: z.string(),
  createdAt: z.string(),
});
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedSchema>;

/** "Share with family" while an older link, which cannot be shown again, is working (409). */
export const SHARE_LINK_NOT_SHOWN_CODE = 'share_link_not_shown';
export const SHARE_LINK_NOT_SHOWN =
  'This dedication has an older link that cannot be shown again. Make a new link to share: the older one then stops working.';
