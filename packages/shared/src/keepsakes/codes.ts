// The refusals of a dedication's progress and shared pages that the browser tells apart: plain
// values, no Zod (decision 0029).

/** A ?day= that names none of the dedication's dates is answered with the dates it has. */
export const DATE_NOT_IN_DEDICATION = 'That date is not part of this dedication.';
export const DATE_NOT_IN_DEDICATION_CODE = 'date_not_in_dedication';

/** The answer of a link unknown, mistyped or revoked: the same, so it hints at nothing. */
export const SHARE_LINK_INACTIVE = 'This link is no longer active.';
export const SHARE_LINK_INACTIVE_CODE = 'share_link_inactive';
