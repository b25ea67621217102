import { IMPORT_MAX_ROWS, civilDateText, type DivisionSummary } from '@zechus/shared';
import { longDay } from '../shell/london-time.ts';

/** A Hebrew name inside an English sentence keeps its own direction (first-strong isolate). */
export const isolate = (name: string) => `\u2068${name}\u2069`;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

/** The learners area's words. */
export const learnersText = {
  intro: 'The children who learn, by class. Changes reach the days not yet begun at once.',
  add: 'Add learner',
  importClass: 'Import a class',
  findLabel: 'Find learners',
  search: 'Search names',
  searchHint: 'Type part of a name in Hebrew',
  classFilter: 'Class',
  allClasses: 'All classes',
  noClass: 'No class',
  statusFilter: 'Show',
  statuses: { active: 'Active learners', inactive: 'Inactive learners', all: 'Everyone' },
  caption: 'Learners',
  columns: {
    photo: 'Photo',
    name: 'Name',
    className: 'Class',
    status: 'Status',
    learned: 'Perakim learned',
    added: 'Added',
  },
  active: 'Active',
  inactive: 'Inactive',
  noneFound: 'No learners match. Try another name, class or status.',
  noneYet: 'No learners yet. Add the first child, or import a whole class from a CSV file.',
  classCount: (name: string, active: number) => `${name} (${active})`,

  // The add and edit forms.
  name: 'Name in Hebrew',
  nameHint: 'As it should appear on the sheets and the wall.',
  className: 'Class or group',
  classHint: 'Choose one of the classes or type a new one. Leave empty for none.',
  keyboard: 'Hebrew keyboard',
  hideKeyboard: 'Hide keyboard',
  save: 'Save',
  saveChanges: 'Save changes',
  added: (name: string, from: string) =>
    `${isolate(name)} was added. They are given perakim from ${from}.`,
  /** When the days ahead are printed or fixed: say when they start, or that they wait. */
  startsOn: (firstDay: { day: string; tomorrow: boolean } | null) =>
    firstDay === null
      ? 'the next day laid out'
      : firstDay.tomorrow
        ? 'tomorrow'
        : longDay(firstDay.day),
  addedFirst: (name: string) =>
    `${isolate(name)} was added, and the learning of today and the month ahead is laid out.`,
  saved: 'The changes are saved.',
  duplicateTitle: 'Same name in this class',
  addAnyway: 'Yes, add another child',
  saveAnyway: 'Yes, save',
  changeName: 'Change the name',

  // One learner's page.
  backToList: 'All learners',
  noSuchLearner: (id: string) =>
    `There is no learner with the number “${id}”. Please choose the child from the list.`,
  details: 'Name and class',
  learnedSoFar: (count: number) => `${plural(count, 'perek', 'perakim')} learned so far`,
  today: (assigned: number, open: number) =>
    assigned === 0
      ? 'No perakim today.'
      : `${plural(assigned, 'perek', 'perakim')} today, ${open.toLocaleString('en-GB')} still open.`,
  photo: 'Photo',
  photoHint: 'A JPEG, PNG, WebP or HEIC photo from a phone, up to 10 MB.',
  photoPrivacy:
    'It is cut to a square and kept without its hidden details (such as where it was taken).',
  choosePhoto: 'Choose a photo',
  chooseOther: 'Choose another',
  savePhoto: 'Save photo',
  removePhoto: 'Remove photo',
  removePhotoText: (name: string) =>
    `The photo of ${name} will no longer be shown in the lists and on the wall. You can add a photo again at any time.`,
  photoPreview: 'The new photo, not saved yet',
  photoSaved: 'The photo is saved.',
  photoRemoved: 'The photo is removed.',
  photoTooLarge: 'This photo is larger than 10 MB. Please choose a smaller one.',
  noPhoto: 'No photo yet.',
  status: 'Taking part',
  isActive: 'Given perakim every day.',
  isInactive: 'Not given perakim. Their history is kept.',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  deactivateTitle: (name: string) => `Deactivate ${isolate(name)}?`,
  deactivateText: 'will no longer be given perakim from tomorrow; today’s perakim stay with them.',
  deactivateToday: (open: number) =>
    open > 0
      ? `${plural(open, 'perek is', 'perakim are')} still open today: a teacher can give them to another child in the day view.`
      : null,
  deactivateKeep: 'Everything they learned is kept, and they can be reactivated at any time.',
  reactivateTitle: (name: string) => `Reactivate ${isolate(name)}?`,
  reactivateText: 'will be given perakim again from tomorrow. Today stays as it is.',
  deactivated: (name: string) => `${isolate(name)} is deactivated: no perakim from tomorrow.`,
  reactivated: (name: string, from: string) =>
    `${isolate(name)} is active again: perakim from ${from}.`,
  remove: 'Remove learner',
  removeHelp: 'Added by mistake? A learner who has not yet been given a perek can be removed.',
  removeKept:
    'This learner has been given perakim, so they are kept with their history. Deactivate them instead.',
  removeTitle: (name: string) => `Remove ${isolate(name)}?`,
  removeText: 'will be removed from the list. Use this only for a learner added by mistake.',
  removed: (name: string) => `${isolate(name)} was removed.`,
  division: (division: DivisionSummary | null) =>
    division && division.perakimMoved > 0
      ? [
          `${plural(division.perakimMoved, 'perek', 'perakim')} of ${plural(division.daysRedivided, 'day', 'days')} not yet begun were given out again.`,
          ...(division.toReprint ?? []).map(
            (group) =>
              `Reprint the sheets of ${group.names.join(', ')}${group.className ? ` (${group.className})` : ''} for ${civilDateText(group.day)}: they were printed before and have new perakim (see Barcode sheets).`,
          ),
        ].join(' ')
      : null,

  // Importing a class.
  importIntro:
    'Add a whole class from a CSV file: the name in Hebrew in the first column, and the class in the second if you like.',
  importHowTo:
    'In Excel or Google Sheets: File › Save as / Download › CSV. A first row of column titles is recognised and left out.',
  file: 'CSV file',
  fileHint: `Up to 1 MB and ${IMPORT_MAX_ROWS.toLocaleString('en-GB')} rows.`,
  fileClass: 'Class for the whole file',
  fileClassHint: 'Used for rows without a class of their own in column 2.',
  preview: 'Show what will be added',
  chooseFile: 'Please choose a CSV file.',
  fileTooLarge:
    'The file is larger than 1 MB. A class list is much smaller: please check that you chose the CSV file.',
  previewCaption: 'What the file will add',
  row: 'Row',
  result: 'Check',
  willAdd: 'Will be added',
  addSameName: 'Add anyway: this is another child with the same name',
  readAs: (encoding: string, header: boolean) =>
    `Read as ${encoding === 'windows-1255' ? 'Hebrew Windows text (Windows-1255)' : encoding.toUpperCase()}${header ? '; the first row held column titles and was left out' : ''}.`,
  summary: (toAdd: number, problems: number) =>
    problems === 0
      ? `${plural(toAdd, 'learner', 'learners')} will be added.`
      : `${plural(toAdd, 'learner', 'learners')} will be added. ${plural(problems, 'row has a problem and is', 'rows have a problem and are')} skipped: fix ${problems === 1 ? 'it' : 'them'} in the file and show it again, or add the others now.`,
  rowProblem: (line: number, problem: string) => `Row ${line}: ${problem}`,
  confirm: (toAdd: number) => `Add ${plural(toAdd, 'learner', 'learners')}`,
  nothingToAdd: 'No row can be added. Please fix the file and show it again.',
  imported: (added: number) => `${plural(added, 'learner was', 'learners were')} added.`,
  importSkipped: (count: number) =>
    `${plural(count, 'row was', 'rows were')} skipped after all (the child was already there):`,
  importAnother: 'Import another file',
  seeList: 'See the learners',
} as const;
