/** The register area's words (English UI; names, classes and perakim stay in Hebrew). */
export const registerText = {
  teacherTitle: 'Today — my class',
  officeIntro:
    'Each class’s register of today: tick who is absent, and their perakim are shared among the children who are here. Below, who teaches each class.',
  teacherIntro:
    'Tick who is absent, then share their perakim among the children who are here, in one step.',
  chooseClass: 'Choose a class',
  children: (n: number) => (n === 1 ? '1 child' : `${n} children`),
  mine: 'Your class',
  noClassesTeacher:
    'You have no class yet. The office sets who teaches each class: please ask them to add you to yours.',
  noClasses: 'There are no classes yet: give the children a class in Learners first.',
  otherClass: 'Another class',
  // Taking the register
  registerOf: 'Register of',
  tickHint: 'Tap a child who is absent. Tap again if you ticked them by mistake.',
  absent: 'Absent',
  here: 'Here',
  perakimToday: (n: number) => (n === 1 ? '1 perek today' : `${n} perakim today`),
  openToday: (n: number) => (n === 0 ? 'all done' : `${n} still open`),
  noPerakimToday: 'No perakim today',
  extraToday: (n: number) => `+${n} from absent`,
  absentCount: (absent: number, total: number) => `${absent} of ${total} absent`,
  share: (n: number) =>
    n === 1 ? 'Share their perakim (1 absent)' : `Share their perakim (${n} absent)`,
  everyoneHere: 'Everyone is here — save the register',
  saveChanges: 'Save the register',
  notLaidOut:
    'Today’s learning is not laid out, so there are no perakim to share. The register is still kept.',
  takenBy: (by: string, at: string) => `Taken by ${by} at ${at}.`,
  notTakenYet: 'Not taken yet today.',
  noChildren: 'No child is in this class.',
  // The summary
  summaryTitle: 'What happened',
  nothingToMove:
    'Nothing moved: the absent children have no open perakim left today (done, or already shared).',
  nobodyPresent: (left: number) =>
    `Every child of the class is marked absent, so nobody is here to take their ${left === 1 ? 'open perek' : `${left} open perakim`}. Nothing moved. Share them with another class from Days if you wish.`,
  movedCount: (perakim: number, children: number) =>
    `${perakim === 1 ? '1 perek went' : `${perakim} perakim went`} to ${children === 1 ? '1 child' : `${children} children`}:`,
  inPlaceOf: 'in place of',
  presentAgain: (names: string) =>
    `Marked present again: ${names}. Their perakim that were already shared stay with the children who have them — nothing moves back by itself. To give one back, use Days.`,
  savedEveryone: 'Saved: everyone is here.',
  savedAbsent: 'Saved. Absent today:',
  printSlip: 'Print the extra perakim slip',
  // The slip
  slipTitle: 'Extra perakim',
  slipIntro: 'Each child’s extra perakim of today, with their barcodes: cut and hand them out.',
  print: 'Print',
  backToRegister: 'Back to the register',
  slipEmpty: 'No child of this class has extra perakim today.',
  done: 'done',
  // The day view's lines
  linesLabel: 'Registers of the day',
  lineOf: 'Register of',
  everyoneHereLine: 'everyone here',
  absentLine: 'absent —',
  byAt: (by: string, at: string) => `(by ${by}, ${at})`,
  // Teachers of each class
  teachersTitle: 'Teachers of each class',
  teachersHint: 'A teacher takes the register of her own classes only.',
  className: 'Class',
  teachers: 'Teachers',
  nobody: 'Nobody yet',
  change: (className: string) => `Change the teachers of ${className}`,
  changeButton: 'Change',
  dialogTitle: (className: string) => `Who teaches ${className}`,
  save: 'Save',
  saved: (className: string) => `The teachers of ${className} are saved.`,
} as const;
