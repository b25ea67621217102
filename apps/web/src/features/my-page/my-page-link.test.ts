import { describe, expect, it } from 'vitest';
import { showsMyPageLink } from './my-page-link.ts';

const withEnrollments = (count: number) => ({
  isPending: false,
  data: { enrollments: Array.from({ length: count }, (_, id) => ({ id })) },
});

describe('the My Page link on a dedication’s page', () => {
  it('is left out for a donor with one dedication (My Page would only bring them back)', () => {
    expect(showsMyPageLink(withEnrollments(1))).toBe(false);
  });

  it('is there for a donor with several dedications', () => {
    expect(showsMyPageLink(withEnrollments(2))).toBe(true);
    expect(showsMyPageLink(withEnrollments(3))).toBe(true);
  });

  it('waits for the list rather than flashing, and stays when the list cannot be loaded', () => {
    expect(showsMyPageLink({ isPending: true })).toBe(false);
    expect(showsMyPageLink({ isPending: false, data: undefined })).toBe(true);
  });
});
