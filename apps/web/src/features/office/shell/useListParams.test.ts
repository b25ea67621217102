import { describe, expect, it } from 'vitest';
import { nextListSearch } from './useListParams.ts';

describe('a list’s filters in the address', () => {
  it('a second filter chosen before the page shows the first keeps both', () => {
    // The address already has the person (the first change); this render still showed none.
    const live = { pathname: '/office/audit', search: '?person=3' };
    const next = nextListSearch(live, '/office/audit', { area: 'staff', page: null });
    expect(next?.toString()).toBe('person=3&area=staff');
  });

  it('a search that settles after a row was opened leaves the office on that row’s page', () => {
    const live = { pathname: '/office/payments/41', search: '' };
    expect(nextListSearch(live, '/office/payments', { q: 'gold@example.org' })).toBeNull();
  });

  it('an empty filter is taken out of the address, and going back to page one drops the page', () => {
    const live = { pathname: '/office/learners', search: '?class=x&page=3&sort=name' };
    const next = nextListSearch(live, '/office/learners', { class: '', page: null });
    expect(next?.toString()).toBe('sort=name');
  });
});
