import type { DayStatus, DoneSource } from '@zechus/shared';

/** The days area's words (English UI; names and perakim stay in Hebrew). */
export const daysText = {
  intro:
    'Every perek of a day: who has it, what is done and how. Give an absent child’s perakim to others, mark a perek done by hand, or undo a mistaken scan.',
  // The day picker
  dayNav: 'Choose the day',
  date: 'Date',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  today: 'Today',
  todayBadge: 'Today',
  pastBadge: 'Past day',
  futureBadge: 'Coming day',
  badDate: 'That address does not name a real date. Showing today instead.',
  pastRule:
    'This day is over: its perakim can be marked done or undone, but they stay with the children who had them.',
  futureRule:
    'This day has not come yet: its perakim can be given to other children, but not marked done.',
  // Not laid out
  notLaidOutTitle: 'No learning laid out for this day',
  notLaidOutAhead: (layoutOn: string | null) =>
    layoutOn
      ? `Learning is laid out 30 days ahead automatically, so this day’s perakim will be divided among the children on ${layoutOn}.`
      : 'Learning is laid out 30 days ahead automatically; this day will be laid out as soon as there are active learners.',
  notLaidOutBefore:
    'There was no learning on this day: it is before the programme began on Zechus.',
  goToday: 'Go to today',
  // Summary
  summaryTitle: 'How the day stands',
  /** After the big count of done perakim. */
  ofDone: (total: number) => `of ${total} perakim done`,
  perClass: 'By class',
  classTile: (done: number, total: number) => `${done}/${total} done`,
  openInClass: (open: number) => (open === 0 ? 'All done' : `${open} not finished`),
  showOpenOf: (className: string) => `Show what is not finished yet in ${className}`,
  noClass: 'No class',
  // Filters
  filters: 'Filter the perakim',
  class: 'Class',
  allClasses: 'All classes',
  status: 'Show',
  statusLabels: {
    all: 'All perakim',
    open: 'Not finished yet',
    done: 'Done',
  } satisfies Record<DayStatus, string>,
  sortBy: 'Sort by',
  sorts: {
    'perek:asc': 'Perek order',
    'learner:asc': 'Learner',
    'class:asc': 'Class',
    'doneAt:desc': 'Latest done first',
    'doneAt:asc': 'Earliest done first',
  },
  search: 'Search',
  searchHint: 'A learner’s name or a masechet',
  clearFilters: 'Clear filters',
  // Table
  tableCaption: 'The day’s perakim',
  columns: {
    perek: 'Perek',
    learner: 'Learner',
    class: 'Class',
    doneAt: 'Done',
    barcode: 'Barcode',
    recording: 'Recording',
    actions: 'Actions',
  },
  empty: 'No perek matches these filters.',
  emptyOpen: 'Everything here is done. Well learned!',
  pending: 'Not yet',
  doneAt: (time: string) => `Done ${time}`,
  source: {
    station: (name: string | null) => `Station: ${name ?? 'a scanner station'}`,
    staff_scan: (name: string | null) => `Scanned by ${name ?? 'a staff member'}`,
    hand: (name: string | null) => `By hand: ${name ?? 'a staff member'}`,
  } satisfies Record<DoneSource, (name: string | null) => string>,
  inactive: 'inactive',
  hasRecording: 'Recorded',
  noRecording: 'None yet',
  recordingButton: 'Recording',
  recordingLabel: (name: string, perek: string) => `Recording for ${name}, ${perek}`,
  // Row actions
  actions: 'Actions',
  actionsLabel: (name: string, perek: string) => `Actions for ${name}, ${perek}`,
  reassignOne: 'Give this perek to another child',
  reassignAll: (name: string) => `Give all of ${name}’s open perakim to others`,
  markDone: 'Mark done by hand',
  undo: 'Undo: mark not done',
  whyNotReassignPast: 'A past day’s perakim stay with the children who had them.',
  whyNotReassignDone: 'A done perek stays with the child who learned it.',
  whyNotDoneFuture: 'A coming day’s perek cannot be done yet.',
  // Reassign one
  reassignOneTitle: 'Give a perek to another child',
  nowWith: 'Now with',
  giveTo: 'Give it to',
  learnerSearch: 'Find a learner',
  learnerSearchHint: 'Type a name; the child’s classmates are shown first.',
  classmates: (className: string) => `Classmates in ${className}`,
  matches: 'Learners found',
  noLearners: 'No active learner found by that name.',
  perakimToday: (total: number, open: number) =>
    `${total} ${total === 1 ? 'perek' : 'perakim'} this day, ${open} open`,
  chooseLearner: 'Choose the learner who takes it.',
  giveButton: 'Give it',
  reassignedOne: (perek: string, name: string) => `${perek} is now ${name}’s.`,
  // Reassign all open
  reassignAllTitle: 'Give an absent child’s perakim to others',
  absentChild: 'Absent',
  theirOpen: (count: number) =>
    count === 1 ? 'Their 1 open perek' : `Their ${count} open perakim`,
  noneOpen: (name: string) => `${name} has no open perakim on this day: nothing to give.`,
  doneStay: (count: number) =>
    count === 0 ? '' : `${count} done ${count === 1 ? 'perek stays' : 'perakim stay'} with them.`,
  howToShare: 'How to share them',
  shareOne: 'Give them all to one child',
  shareMany: 'Share them evenly among several children',
  shareManyHint: 'Untick any classmate who is absent too. Children with fewer perakim come first.',
  selectAll: 'Tick all',
  selectNone: 'Untick all',
  whatWillHappen: 'What will happen',
  planLine: (perek: string, name: string) => `${perek} → ${name}`,
  planSummary: (perakim: number, children: number) =>
    `${perakim} ${perakim === 1 ? 'perek goes' : 'perakim go'} to ${children} ${children === 1 ? 'child' : 'children'}.`,
  chooseSomeone: 'Choose at least one child to give them to.',
  giveAllButton: (perakim: number, children: number) =>
    `Give ${perakim} ${perakim === 1 ? 'perek' : 'perakim'} to ${children} ${children === 1 ? 'child' : 'children'}`,
  reassignedAll: (name: string, count: number, names: string[]) =>
    `${name}’s ${count} open ${count === 1 ? 'perek was' : 'perakim were'} given to ${names.join(', ')}.`,
  // Mark done / undo
  markDoneTitle: 'Mark a perek done by hand',
  markDoneQuestion: 'Mark this perek done for this child?',
  markDoneNote:
    'It is recorded as done by you, now. The wall and the donors’ pages show it at once.',
  markDoneButton: 'Mark it done',
  markedDone: (perek: string, name: string) => `${name}’s ${perek} is marked done.`,
  undoTitle: 'Undo a done perek',
  undoQuestion: 'Mark this perek not done again?',
  undoWas: (how: string) => `It was recorded as done ${how}.`,
  undoNote:
    'Use this for a mistaken scan. The perek shows as not finished on the wall and the donors’ pages; it can be scanned or marked again.',
  undoButton: 'Undo it',
  keepButton: 'Keep it done',
  undone: (perek: string, name: string) => `${name}’s ${perek} is not done any more.`,
  working: 'Saving…',
} as const;
