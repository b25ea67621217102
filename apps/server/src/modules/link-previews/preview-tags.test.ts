import { describe, expect, it } from 'vitest';
import { isLinkPreviewFetcher } from './crawlers.ts';
import { pageTexts, withPreviewTags, type LinkPreview } from './preview-tags.ts';
import { countLine, sharedTitle } from './shared-texts.ts';

const page =
  '<html><head><meta name="description" content="Old words" />' +
  '<meta property="og:title" content="An earlier one">\n<title>Sign Up | Zechus</title></head>' +
  '<body><div id="root"></div></body></html>';

const preview: LinkPreview = {
  type: 'article',
  url: 'https://zechus.example.org/shared/abc',
  title: 'Learning for ר׳ משה בן יעקב ז״ל — 3 of 525 perakim today',
  description: 'Say "shalom" & <learn>',
  image: { url: 'https://zechus.example.org/api/shared/abc/preview.png?v=1', alt: 'The count' },
};

describe('a page’s link preview', () => {
  it('puts the tags in the head, escaped, with the page’s description made the same', () => {
    const html = withPreviewTags(page, preview, 'Zechus');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<meta property="og:title" content="${preview.title}">`);
    expect(head).toContain(
      '<meta property="og:description" content="Say &quot;shalom&quot; &amp; &lt;learn&gt;">',
    );
    expect(head).toContain(
      '<meta name="description" content="Say &quot;shalom&quot; &amp; &lt;learn&gt;" />',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).not.toContain('An earlier one');
    expect(html.match(/og:title/g)).toHaveLength(1);
  });

  it('reads a page’s own title and description, unescaped', () => {
    expect(pageTexts(withPreviewTags(page, preview, 'Zechus'))).toEqual({
      title: 'Sign Up | Zechus',
      description: 'Say "shalom" & <learn>',
    });
    expect(pageTexts('<html><head></head></html>')).toEqual({});
  });

  it('says the day’s count today, and the date of a day to come or past', () => {
    const facts = {
      enrollmentId: 1,
      name: 'ר׳ משה בן יעקב ז״ל',
      kind: 'yoirtzeit' as const,
      day: '2026-12-06',
      done: 312,
      total: 525,
    };
    expect(sharedTitle({ ...facts, when: 'today' })).toBe(
      'Learning for ר׳ משה בן יעקב ז״ל — 312 of 525 perakim today',
    );
    expect(countLine({ ...facts, done: 0, when: 'upcoming' })).toBe(
      'All 525 perakim on Sunday 6 December 2026',
    );
    expect(countLine({ ...facts, when: 'past' })).toBe(
      '312 of 525 perakim learned on Sunday 6 December 2026',
    );
  });

  it('knows the chats’ fetchers by their user agent, and not a browser', () => {
    for (const agent of [
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'TelegramBot (like TwitterBot)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    ]) {
      expect(isLinkPreviewFetcher(agent), agent).toBe(true);
    }
    expect(
      isLinkPreviewFetcher(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe(false);
    expect(isLinkPreviewFetcher(undefined)).toBe(false);
  });
});
