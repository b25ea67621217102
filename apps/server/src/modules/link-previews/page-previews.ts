import { pageTitle, PRODUCT_NAME } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { pagePath } from '../site/index-html.ts';
import { pageTexts, withPreviewTags, type LinkPreview } from './preview-tags.ts';
import { sharedFactsReader, type SharedFacts } from './shared-facts.ts';
import { countLine, sharedDescription, sharedTitle } from './shared-texts.ts';

export interface PagePreviewsDeps {
  db: Db;
  today: () => string;
  /** PUBLIC_URL: every address in a preview is absolute (a chat has no page to resolve it by). */
  publicUrl: string;
}

/** The image of every page that has none of its own (routes.ts draws it). */
export const SITE_IMAGE_PATH = '/api/link-preview/site.png';
/** A family link's image, by its token. */
export const sharedImagePath = (token: string) =>
  `/api/shared/${encodeURIComponent(token)}/preview.png`;

/**
 * A version of the image in its address, changed by every scan of its day: the chats keep an
 * image under its address (WhatsApp for days), so a new count needs a new address.
 */
export const sharedImageVersion = (facts: SharedFacts) => `${facts.day}-${facts.done}`;

const SITE_IMAGE_ALT = 'The Zechus logo: children learn the whole Mishnah every day';
const DEFAULT_DESCRIPTION =
  'Children learn Mishnayos every day, and sponsors dedicate that learning in memory or in honour of someone they love.';

const SHARED_PAGE = /^\/shared\/([A-Za-z0-9_-]{1,64})$/;
const DEDICATION_PAGE = /^\/my-page\/\d+$/;

/**
 * Each page's link preview (issue 26 §2), put into its HTML as it is sent. A family's shared link
 * tells what its page shows first — the name, the kind, the day's count — with an image of them;
 * a donor's dedication page is behind a sign-in, so its preview (fetched without one) says only
 * what it is; every other page has its own title and description with the site's image.
 */
export function pagePreviews(deps: PagePreviewsDeps) {
  const sharedFacts = sharedFactsReader(deps);
  const absolute = (path: string) => new URL(path, deps.publicUrl).toString();
  const siteImage = { url: absolute(SITE_IMAGE_PATH), alt: SITE_IMAGE_ALT };

  const sharedPreview = (token: string, facts: SharedFacts, url: string): LinkPreview => ({
    type: 'article',
    url,
    title: sharedTitle(facts),
    description: sharedDescription(facts),
    image: {
      url: `${absolute(sharedImagePath(token))}?v=${sharedImageVersion(facts)}`,
      alt: `${countLine(facts)}, for ${facts.name}`,
    },
  });

  /** The preview of the page at `requestUrl`, whose HTML (as it will be sent) is `html`. */
  async function previewOf(requestUrl: string, html: string): Promise<LinkPreview> {
    const path = pagePath(requestUrl);
    const url = absolute(path);
    const token = SHARED_PAGE.exec(path)?.[1];
    const facts = token ? await sharedFacts(token) : undefined;
    if (token && facts) return sharedPreview(token, facts, url);
    const own = pageTexts(html);
    if (DEDICATION_PAGE.test(path)) {
      return {
        type: 'article',
        url,
        title: pageTitle('A dedication’s learning'),
        description:
          'The children’s learning for this dedication, day by day. Sign in to follow it live.',
        image: siteImage,
      };
    }
    return {
      type: 'website',
      url,
      title: own.title ?? PRODUCT_NAME,
      description: own.description ?? DEFAULT_DESCRIPTION,
      image: siteImage,
    };
  }

  return {
    sharedFacts,
    /** The page with its preview's tags in its head. */
    async withTags(requestUrl: string, html: string): Promise<string> {
      return withPreviewTags(html, await previewOf(requestUrl, html), PRODUCT_NAME);
    },
  };
}

export type PagePreviews = ReturnType<typeof pagePreviews>;
