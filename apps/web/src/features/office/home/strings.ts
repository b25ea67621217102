import type { OfficeArea } from '@zechus/shared';

export const homeText = {
  title: 'Office',
  greeting: (name: string) => `Shalom, ${name}. Here is the learning at a glance.`,
  today: 'Today’s learning',
  todayLoading: 'Counting today’s perakim…',
  doneOf: (total: number) => `of ${total} perakim done`,
  /** Today's card before any child is in the programme: no "0 of 525". */
  noChildrenYet: (total: number) =>
    `No children are learning yet. Once the first class is in, today’s ${total} perakim are shared out among them and counted here as each is learned.`,
  /** Today's card when today's perakim were given to nobody (children added today). */
  notSharedToday: 'Nobody has perakim today: the children added are given theirs from tomorrow.',
  firstSteps: {
    title: 'First steps',
    intro: 'A new programme: set it up in this order, and the children can start learning.',
    stepDone: 'Done: ',
    childrenTitle: 'Add the children and their classes',
    childrenText:
      'Import a class from a spreadsheet (a name and a class on each row), or add the children one by one. Each day’s perakim are then shared out among them.',
    childrenDone: (learners: number, classes: number) =>
      `${learners === 1 ? '1 child' : `${learners} children`}${
        classes > 0 ? ` in ${classes === 1 ? '1 class' : `${classes} classes`}` : ''
      }.`,
    importClass: 'Import a class',
    addChild: 'Add a child',
    stationTitle: 'Set up a scanner station',
    stationText:
      'A tablet or phone in the hall that reads the barcodes of the children’s sheets as they finish.',
    stationDone: (stations: number) =>
      stations === 1 ? '1 scanner station is ready.' : `${stations} scanner stations are ready.`,
    createStation: 'Add a station',
    sheetsTitle: 'Print the barcode sheets',
    sheetsText:
      'Each child’s perakim of a day with their barcodes, printed the evening before for the teachers.',
    openSheets: 'Open the barcode sheets',
    askTheOffice: 'The programme office does this step; ask them if it is not done yet.',
  },
  areas: 'Your areas',
  messagesTitle: 'Messages',
  newMessages: (n: number) =>
    n === 0 ? 'No new messages.' : n === 1 ? '1 new message' : `${n} new messages`,
  openInbox: 'Open the inbox',
  hall: 'The hall',
  scanStation: 'Open the scanner station',
  bigScreen: 'Big screen previews',
  areaHint: {
    home: '',
    learners: 'The children: classes, photos, joining and leaving.',
    days: 'Who learns which perek, what is done, and what is still open.',
    register: 'Today’s register of a class: tick who is absent and share their perakim.',
    sheets: 'Print each child’s barcodes for a day.',
    recordings: 'Children reading their perek.',
    stations: 'Scanner devices in the hall and their tokens.',
    plans: 'Prices and texts of the dedication plans.',
    staff: 'Who may use the office, and as what.',
    audit: 'Every change made in the office.',
    dedications: 'Who dedicated which learning: names, dates, renewals.',
    donors: 'Sponsors and donors: contact details, history, merging.',
    messages: 'What visitors sent through the contact form.',
    reports: 'Today live, the last 30 days, money, and this week’s dedications to print.',
    exports: 'Dedications, donors, payments and donations as spreadsheet files.',
    payments: 'Every payment, its card and status; refunds.',
    attention: 'Payments, renewals and e-mails a person must decide.',
  } satisfies Record<OfficeArea, string>,
} as const;
