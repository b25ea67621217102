// Numbers as our pages write them, written out rather than by Intl: a page's first Intl call
// costs a browser 20–40 ms (a slow phone four times that) to load its locale data, and the
// plan boxes and progress figures are drawn as a page first appears.

/** "1,800" for 1800: a whole number with en-US thousands separators. */
export const groupThousands = (whole: number): string => {
  const digits = String(Math.trunc(Math.abs(whole))).replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${digits}` : digits;
};

/** "$1,800" / "$180.50": dollars with thousands separators, cents only when there are some. */
export const formatPrice = (dollars: number): string => {
  const cents = Math.round(Math.abs(dollars) * 100) % 100;
  const sign = dollars < 0 ? '-' : '';
  const whole = groupThousands(Math.floor(Math.round(Math.abs(dollars) * 100) / 100));
  return cents === 0 ? `${sign}$${whole}` : `${sign}$${whole}.${String(cents).padStart(2, '0')}`;
};
