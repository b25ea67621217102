import type { OfficeArea } from '@zechus/shared';

export const homeText = {
  title: 'Office',
  greeting: (name: string) => `Shalom, ${name}. Here is the learning at a glance.`,
  today: 'Today’s learning',
  todayLoading: 'Counting today’s perakim…',
  doneOf: (total: number) => `of ${total} perakim done`,
  areas: 'Your areas',
  hall: 'The hall',
  scanStation: 'Open the scanner station',
  bigScreen: 'Big screen previews',
  areaHint: {
    home: '',
    learners: 'The children: classes, photos, joining and leaving.',
    days: 'Who learns which perek, what is done, and what is still open.',
    sheets: 'Print each child’s barcodes for a day.',
    recordings: 'Children reading their perek.',
    stations: 'Scanner devices in the hall and their tokens.',
    plans: 'Prices and texts of the dedication plans.',
    staff: 'Who may use the office, and as what.',
    audit: 'Every change made in the office.',
    payments: 'Every payment, its card and status; refunds.',
    attention: 'Payments, renewals and e-mails a person must decide.',
  } satisfies Record<OfficeArea, string>,
} as const;
