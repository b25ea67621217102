/**
 * The Open Graph and Twitter card tags of a page (issue 26 §2): what a chat app (WhatsApp,
 * Telegram, iMessage, Facebook, Slack, X) shows when a link to the page is pasted. Those fetchers
 * run no script, so the tags are written into the page's HTML where it is made: the server puts
 * them into every page it sends (prerendered, drawn per request, or the shell), with absolute
 * addresses under PUBLIC_URL.
 */

export const PREVIEW_IMAGE_WIDTH = 1200;
export const PREVIEW_IMAGE_HEIGHT = 630;

export interface LinkPreview {
  title: string;
  description: string;
  /** The page's absolute address, without its query. */
  url: string;
  image: { url: string; alt: string };
  /** `article` for a dedication's page, `website` for the rest. */
  type: 'website' | 'article';
}

const escapeAttribute = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** The tags, one a line, in the order the Open Graph protocol lists them. */
export function previewTags(preview: LinkPreview, siteName: string): string {
  const property = (name: string, value: string) =>
    `<meta property="${name}" content="${escapeAttribute(value)}">`;
  const named = (name: string, value: string) =>
    `<meta name="${name}" content="${escapeAttribute(value)}">`;
  return [
    property('og:type', preview.type),
    property('og:site_name', siteName),
    property('og:locale', 'en_GB'),
    property('og:url', preview.url),
    property('og:title', preview.title),
    property('og:description', preview.description),
    property('og:image', preview.image.url),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(PREVIEW_IMAGE_WIDTH)),
    property('og:image:height', String(PREVIEW_IMAGE_HEIGHT)),
    property('og:image:alt', preview.image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', preview.title),
    named('twitter:description', preview.description),
    named('twitter:image', preview.image.url),
    named('twitter:image:alt', preview.image.alt),
  ].join('\n');
}

/**
 * The page with its preview's tags before </head> (any the page had are left out: a page has one
 * preview), and its meta description the preview's, so that a search result and a chat say the
 * same.
 */
export function withPreviewTags(html: string, preview: LinkPreview, siteName: string): string {
  const head = html.indexOf('</head>');
  if (head === -1) return html;
  const description = escapeAttribute(preview.description);
  const before = html
    .slice(0, head)
    .replace(/<meta (?:property="og:|name="twitter:)[^>]*>\n?/g, '')
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (_, open, close) => {
      return `${open}${description}${close}`;
    });
  return `${before}${previewTags(preview, siteName)}\n${html.slice(head)}`;
}

/** The page's own <title> and meta description, as the build or the server wrote them. */
export function pageTexts(html: string): { title?: string; description?: string } {
  const unescape = (text: string) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1];
  return {
    ...(title ? { title: unescape(title) } : {}),
    ...(description ? { description: unescape(description) } : {}),
  };
}
