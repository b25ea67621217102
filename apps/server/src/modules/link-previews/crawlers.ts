/**
 * The fetchers that make a link's preview in a chat or a feed. Some ask for a page with an
 * Accept that names no HTML (an image type first, or `application/json` among others); they
 * still get the page, as a reader would, so that its tags are read (issue 26 §2).
 */
const LINK_PREVIEW_FETCHERS =
  /WhatsApp|facebookexternalhit|Facebot|meta-externalagent|Twitterbot|TelegramBot|Slackbot|Slack-ImgProxy|LinkedInBot|Discordbot|SkypeUriPreview|Applebot|iMessage|Pinterest|redditbot|Embedly|vkShare|Viber|SignalBot/i;

export const isLinkPreviewFetcher = (userAgent: string | undefined): boolean =>
  userAgent !== undefined && LINK_PREVIEW_FETCHERS.test(userAgent);
