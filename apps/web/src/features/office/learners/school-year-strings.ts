import type { ClassesChanged, DivisionSummary } from '@zechus/shared';
import { isolate, learnersText } from './strings.ts';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

/** What the change did to the days not yet begun, and any printed sheets to reprint. */
const divided = (division: DivisionSummary | null) => {
  const said = learnersText.division(division);
  return said ? ` ${said}` : '';
};

/** The words of the school year in the learners area: classes, moving up, many at once. */
export const schoolYearText = {
  classes: 'Classes',
  classesIntro:
    'Each class with its children. Rename a class, or move the classes up at the end of the year.',
  backToLearners: 'Learners',
  backToClasses: 'Classes',
  classesCaption: 'Classes',
  columns: { name: 'Class', active: 'Active learners', total: 'All learners', actions: 'Actions' },
  noClasses: 'No classes yet. A class appears here when its first child is added.',
  rename: 'Rename',
  renameLabel: (name: string) => `Rename ${name}`,
  renameTitle: 'Rename a class',
  renameFrom: 'Now called',
  newName: 'New name',
  newNameHint: 'Every child of the class, and its teachers, go with it.',
  renamed: (from: string, to: string) => `${isolate(from)} is now called ${isolate(to)}.`,
  moveUpOne: 'Move up',
  moveUpOneLabel: (name: string) => `Move up ${name}`,
  moveUpAll: 'Move up all classes',

  // The move-up page.
  moveUpTitle: 'Move classes up',
  moveUpIntro:
    'At the end of the year each class takes its next name, all at once. Children of a class that leaves stop getting perakim from tomorrow; today stays as it is.',
  previewCaption: 'What happens to each class',
  choiceLabel: (name: string) => `What happens to ${name}`,
  choices: { up: 'Moves up', leaves: 'Leaves', stays: 'Stays as it is' },
  becomes: 'Becomes',
  becomesLabel: (name: string) => `New name of ${name}`,
  learnersIn: (active: number) => plural(active, 'active learner', 'active learners'),
  needsName: 'Please write its new name.',
  nothingChosen: 'Choose at least one class to move up or to leave.',
  confirm: 'Move up',
  confirmTitle: 'Move these classes up?',
  confirmMoves: (count: number) => `${plural(count, 'class takes', 'classes take')} a new name:`,
  leaving: 'Leaving:',
  leavingText: (count: number) =>
    `${count === 1 ? 'Its' : 'Their'} active children are deactivated from tomorrow; their history is kept.`,
  movedUp: (change: ClassesChanged) =>
    [
      change.renamed.length > 0
        ? `${plural(change.renamed.length, 'class', 'classes')} moved up.`
        : null,
      change.deactivated > 0
        ? `${plural(change.deactivated, 'learner', 'learners')} of the leaving classes deactivated.${divided(change.division)}`
        : null,
    ]
      .filter(Boolean)
      .join(' '),

  // A class's report.
  report: 'Report',
  reportLabel: (name: string) => `Report of ${name}`,
  reportTitle: 'Class report',
  reportIntro:
    'Each child’s perakim learned over the days you choose: for prizes and parents’ evenings.',
  reportCaption: (name: string) => `Perakim learned in ${name}`,
  reportColumns: { name: 'Name', learned: 'Perakim learned' },
  reportTotal: 'The whole class',
  reportInactive: '(left)',
  print: 'Print',

  // The learners as a file.
  download: 'Download this list (CSV)',
  downloadHint:
    'Name, class, status and perakim learned since the school year began on 1 September.',

  // Choosing many learners in the list.
  select: 'Choose learners',
  stopSelecting: 'Done choosing',
  selectLabel: (name: string) => `Choose ${name}`,
  selectColumn: 'Choose',
  chosen: (count: number) => `${plural(count, 'learner', 'learners')} chosen`,
  deactivateChosen: 'Deactivate',
  deactivateTitle: (count: number) => `Deactivate ${plural(count, 'learner', 'learners')}?`,
  deactivateText:
    'They get no perakim from tomorrow; their perakim of the days not yet begun are shared among the others. Today’s stay with them, and their history is kept. You can reactivate any of them later.',
  deactivated: (count: number, division: DivisionSummary | null) =>
    `${plural(count, 'learner', 'learners')} deactivated.${divided(division)}`,
} as const;
