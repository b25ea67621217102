import {
  DEDICATION_STATUS_LABELS,
  PLAN_TYPE_LABELS,
  formatDollars,
  type DedicationKind,
  type DedicationStatus,
  type PlanType,
} from '@zechus/shared';

const KIND_LABELS: Record<DedicationKind, string> = {
  yoirtzeit: 'Yoirtzeit',
  shloishim: 'Shloishim',
  merit: 'Zechus (merit)',
  refuah: 'Refuah Shleimah',
  shiva: 'Shiva',
};

/** What a payment paid for, as the payments table stores it. */
const PURPOSE_LABELS: Record<string, string> = {
  enrollment: 'Dedication',
  donation: 'Donation',
  renewal: 'Yearly renewal',
};

/** The dedications area's words (the office works in English). */
export const dedicationsText = {
  intro: 'Every dedication: who gave it, for whom, its learning dates and its payments.',
  caption: 'Dedications',
  findLabel: 'Find dedications',
  search: 'Search',
  searchHint: 'Name, e-mail, phone or date',
  date: 'Learning on',
  plan: 'Plan',
  allPlans: 'All plans',
  kind: 'Kind',
  allKinds: 'All kinds',
  status: 'Status',
  allStatuses: 'Any status',
  recurring: 'Renews yearly',
  either: 'Either',
  yes: 'Yes',
  no: 'No',
  noneFound: 'No dedication matches these filters.',
  noneYet: 'No dedications yet.',
  columns: {
    name: 'Name',
    donor: 'Donor',
    plan: 'Plan',
    first: 'Dates',
    status: 'Status',
    created: 'Dedicated',
  },
  dates: (first: string | null, last: string | null, count: number) =>
    first === null
      ? 'No dates left'
      : count === 1 || first === last
        ? first
        : `${first} → ${last} (${count})`,
  kindLabel: (kind: DedicationKind) => KIND_LABELS[kind] ?? kind,
  planLabel: (type: PlanType) => PLAN_TYPE_LABELS[type] ?? type,
  statusLabel: (status: DedicationStatus) => DEDICATION_STATUS_LABELS[status],
  backToList: 'All dedications',
  noSuchDedication: (id: string) => `There is no dedication “${id}”.`,
  donorLine: 'Dedicated by',
  donorId: (n: string) => `donor ID ${n}`,
  renews: (day: string | null) =>
    day ? `Renews every year; next renewal on ${day}` : 'Renews every year',
  doesNotRenew: 'Does not renew',
  cancelledOn: (when: string) => `Cancelled on ${when}`,
  details: 'The dedication',
  hebrewName: 'Hebrew name',
  kindField: 'Kind',
  price: 'Price',
  correct: 'Correct name or kind',
  correctTitle: 'Correct the name or kind',
  correctIntro: 'The wall, the donor’s My Page and the progress pages show the correction at once.',
  save: 'Save correction',
  saved: 'Saved. The wall and the donor’s pages now show the correction.',
  learningDates: 'Learning dates',
  learningCaption: 'Learning dates and their progress',
  day: 'Date',
  hebrewDate: 'Hebrew date',
  progress: 'Perakim learned',
  doneOf: (done: number, of: number) => `${done} of ${of}`,
  move: 'Move',
  moveLabel: (day: string) => `Move the learning of ${day}`,
  moveTitle: 'Move a learning date',
  moveIntro: (day: string) =>
    `The learning of ${day} moves to the day you choose. The donor is e-mailed the new date, with the entry for their calendar.`,
  newDate: 'New date',
  newDateHint: 'From today on; not a date this dedication already has.',
  hebrewOfNew: (hebrew: string) => `That is ${hebrew}.`,
  moveSubmit: 'Move the date',
  moved: (from: string, to: string) => `The learning of ${from} now takes place on ${to}.`,
  movedTold: (told: 'sent' | 'failed' | 'none') =>
    told === 'sent'
      ? 'The donor was e-mailed the new date.'
      : told === 'failed'
        ? 'The e-mail to the donor could not be sent; it waits in Needs attention to be sent again.'
        : 'No e-mail went to the donor (there is no address to send it to): please tell them yourself.',
  cancelledDate: 'Cancelled',
  pastNote: 'Past dates are history and stay as they were.',
  payments: 'Payments',
  paymentsCaption: 'Payments',
  noPayments: 'No payments recorded.',
  paid: 'Amount',
  refunded: 'Refunded',
  openPayment: (amount: string) => `${amount}, open the payment`,
  card: 'Card',
  cardEnding: (brand: string | null, last: string | null) =>
    last ? `${brand ?? 'Card'} ending ${last}` : '—',
  paymentStatus: 'Status',
  reference: 'Gateway reference',
  when: 'When',
  purpose: 'For',
  purposeLabel: (purpose: string) => PURPOSE_LABELS[purpose] ?? purpose,
  actions: 'Actions',
  stopRenewal: 'Stop the yearly renewal',
  stopTitle: 'Stop the yearly renewal?',
  stopBody:
    'The saved card will not be charged again and no further year of learning is added. The dates already given stay.',
  stopConfirm: 'Stop renewal',
  stopped: 'The yearly renewal is stopped: the card will not be charged again.',
  cancel: 'Cancel the dedication',
  cancelTitle: 'Cancel this dedication?',
  cancelBody:
    'It leaves the wall and its learning dates from today on are cancelled (they stay listed here, struck through). Past learning stays as history. The donor is e-mailed that it is cancelled, and what is refunded.',
  cancelRefundBody: (left: number) =>
    `${formatDollars(left)} of its payments can still be refunded. Refunded, it goes back to the card through the card processor, and the donor is e-mailed a receipt.`,
  cancelNothingLeft: 'Nothing of its payments is left to refund.',
  cancelAndRefund: (left: number) => `Cancel and refund ${formatDollars(left)}`,
  cancelWithoutRefund: 'Cancel without refund',
  cancelConfirm: 'Cancel dedication',
  keep: 'Keep it',
  emails: 'E-mails sent',
  emailsCaption: 'E-mails sent, newest first',
  noEmails: 'No e-mail has been sent about it yet.',
  emailTo: 'To',
  emailKind: 'E-mail',
  emailSubject: 'Subject',
  emailStatus: 'Status',
  emailSent: 'Sent',
  emailSending: 'Being sent',
  emailFailed: (error: string | null) => `Not sent: ${error ?? 'no reason given'}`,
} as const;
