export const attentionText = {
  intro:
    'What a person must decide: payments whose outcome we lack, renewals out of retries, e-mails that did not go, refunds without an answer or that failed afterwards, and disputes to answer at Stripe.',
  empty: 'Nothing needs attention. Everything is settled.',
  kinds: {
    payment: 'Payment',
    renewal: 'Yearly renewal',
    mail: 'E-mail',
    refund: 'Refund',
    dispute: 'Dispute (chargeback)',
  },
  openPayment: 'Open the payment',
  stopTitle: 'Stop renewing this dedication?',
  stopBody:
    'The saved card will not be charged again and the dedication will not be renewed next year. Its learning dates so far stay as they are.',
  stopConfirm: 'Stop renewing',
  waiting: (count: number) =>
    count === 0 ? 'Nothing waits' : count === 1 ? '1 item waits' : `${count} items wait`,
  homeTitle: 'Needs attention',
  homeLink: 'Open the queue',
  homeNone: 'Nothing needs a decision.',
  listLabel: 'Items that need a decision',
} as const;
