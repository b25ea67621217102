import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LiveMarker } from './LiveMarker.tsx';
import type { WallStatus } from '../hooks/useWallLive.ts';

/** What the marker says, as the hall reads it (its text without the markup). */
const said = (status: WallStatus, lastUpdate: number | null) =>
  renderToStaticMarkup(<LiveMarker status={status} lastUpdate={lastUpdate} />)
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'");

describe('the live marker (issue 24)', () => {
  it('says, calmly, that it is reconnecting and since when: London time, 24-hour', () => {
    // November: London on GMT.
    expect(said('reconnecting', Date.parse('2026-11-22T16:05:40Z'))).toBe(
      'מתחבר מחדש… · עדכון אחרון 16:05',
    );
    // July: on summer time, an hour ahead of UTC, whatever the screen's own zone.
    expect(said('reconnecting', Date.parse('2026-07-01T15:05:00Z'))).toBe(
      'מתחבר מחדש… · עדכון אחרון 16:05',
    );
    expect(said('reconnecting', Date.parse('2026-11-22T00:07:00Z'))).toBe(
      'מתחבר מחדש… · עדכון אחרון 00:07',
    );
  });

  it('gives the time as a machine-readable <time>, set left to right', () => {
    const html = renderToStaticMarkup(
      <LiveMarker status="reconnecting" lastUpdate={Date.parse('2026-11-22T16:05:40Z')} />,
    );
    expect(html).toContain('<time dateTime="2026-11-22T16:05:40.000Z" dir="ltr">16:05</time>');
    expect(html).toContain('role="status"');
  });

  it('has no time to give before the first payload', () => {
    expect(said('unavailable', null)).toBe('מתחבר מחדש…');
  });

  it('says nothing while live, loading or first connecting', () => {
    const lastUpdate = Date.parse('2026-11-22T16:05:00Z');
    for (const status of ['live', 'loading', 'connecting'] as const) {
      expect(said(status, lastUpdate)).toBe('');
    }
  });
});
