import { DEFAULT_PROGRAMME_TITLE } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, parseSiteConfig } from './site-config.ts';

describe('parseSiteConfig', () => {
  it('falls back to the defaults when the placeholder was not replaced', () => {
    expect(parseSiteConfig('__SITE_CONFIG__')).toEqual({
      programmeTitle: DEFAULT_PROGRAMME_TITLE,
      heroVideoUrl: null,
      sentryDsn: null,
      today: null,
      signedIn: null,
      stripePublishableKey: null,
    });
  });

  it('falls back on empty text, broken JSON and a wrong shape', () => {
    expect(parseSiteConfig(null)).toEqual(DEFAULT_SITE_CONFIG);
    expect(parseSiteConfig('')).toEqual(DEFAULT_SITE_CONFIG);
    expect(parseSiteConfig('{"programmeTitle":')).toEqual(DEFAULT_SITE_CONFIG);
    expect(parseSiteConfig('{"programmeTitle": 3}')).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('reads a valid config', () => {
    expect(
      parseSiteConfig('{"programmeTitle":"Mishnayos Yomi","heroVideoUrl":"/media/hero.mp4"}'),
    ).toEqual({
      programmeTitle: 'Mishnayos Yomi',
      heroVideoUrl: '/media/hero.mp4',
      sentryDsn: null,
      today: null,
      signedIn: null,
      stripePublishableKey: null,
    });
  });

  it('treats a blank video URL as no video', () => {
    expect(parseSiteConfig('{"programmeTitle":"Zechus Mishnayos","heroVideoUrl":"  "}')).toEqual({
      programmeTitle: 'Zechus Mishnayos',
      heroVideoUrl: null,
      sentryDsn: null,
      today: null,
      signedIn: null,
      stripePublishableKey: null,
    });
  });

  it('reads the crash-report address when the server has one', () => {
    expect(
      parseSiteConfig(
        '{"programmeTitle":"Z","heroVideoUrl":null,"sentryDsn":"https://k@o1.ingest.sentry.io/2"}',
      ).sentryDsn,
    ).toBe('https://k@o1.ingest.sentry.io/2');
  });

  it('reads the London day the server wrote, and nothing that is not a day', () => {
    const withDay = (today: unknown) =>
      parseSiteConfig(JSON.stringify({ programmeTitle: 'Z', heroVideoUrl: null, today })).today;
    expect(withDay('2026-11-27')).toBe('2026-11-27');
    expect(withDay('27/11/2026')).toBeNull();
    expect(withDay(20261127)).toBeNull();
  });

  it('reads whether the server drew the page for a signed-in donor, and nothing else', () => {
    const page = (signedIn: string) =>
      parseSiteConfig(`{"programmeTitle":"Z","heroVideoUrl":null,"signedIn":${signedIn}}`).signedIn;
    expect(page('true')).toBe(true);
    expect(page('false')).toBe(false);
    expect(page('"yes"')).toBe(null);
    expect(page('null')).toBe(null);
  });

  it('reads Stripe’s publishable key when the server gives one, and nothing else as one', () => {
    const withKey = (stripePublishableKey: unknown) =>
      parseSiteConfig(
        JSON.stringify({ programmeTitle: 'Z', heroVideoUrl: null, stripePublishableKey }),
      ).stripePublishableKey;
    expect(withKey('pk_live_51Abc')).toBe('pk_live_51Abc');
    expect(withKey('pk_test_51Abc')).toBe('pk_test_51Abc');
    expect(withKey('sk_live_51Abc')).toBeNull();
    expect(withKey('pk_test_"><script>')).toBeNull();
    expect(withKey(undefined)).toBeNull();
  });
});
