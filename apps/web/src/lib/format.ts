/** "$1,800" — dollars with en-US thousands separators (spec §2 plan boxes). */
export const formatPrice = (price: number): string => `$${price.toLocaleString('en-US')}`;
