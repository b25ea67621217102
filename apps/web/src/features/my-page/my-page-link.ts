/**
 * Whether a dedication's page links back to My Page. With exactly one dedication My Page sends
 * the donor straight back to it (spec §2), so that link would go nowhere: it is left out. While
 * the list is loading nothing is shown (no link that appears and vanishes); if it cannot be
 * loaded, the link stays, as My Page is still the way to the donor's other screens.
 */
export const showsMyPageLink = (list: {
  isPending: boolean;
  data?: { enrollments: readonly unknown[] } | undefined;
}): boolean => {
  if (list.data) return list.data.enrollments.length !== 1;
  return !list.isPending;
};
