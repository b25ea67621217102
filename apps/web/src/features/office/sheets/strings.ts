/** The sheets area's words (English: the office works in English). */
export const sheetsText = {
  intro:
    'Print each child’s perakim for a day, with a barcode to scan when they finish. Teachers usually print the evening before.',
  choices: 'What to print',
  date: 'Date',
  today: 'Today',
  tomorrow: 'Tomorrow',
  className: 'Class',
  chooseClass: 'Choose a class…',
  classOption: (name: string, children: number) =>
    `${name} (${children} ${children === 1 ? 'child' : 'children'})`,
  whose: 'Sheets for',
  wholeClass: 'Whole class',
  oneChild: 'One child',
  child: 'Child',
  chooseChild: 'Choose a child…',
  childOption: (name: string, perakim: number) =>
    `${name} (${perakim} ${perakim === 1 ? 'perek' : 'perakim'})`,
  paper: 'Paper',
  print: 'Print',
  downloadPdf: 'Download PDF',
  printHint:
    'Print opens your browser’s print dialog with the paper chosen here, one child a page. Keep the scale at 100% so the barcodes scan.',
  noClasses:
    'There are no classes yet. Give the children a class in Learners, then print their sheets here.',
  unclassed: (n: number) =>
    `${n} active ${n === 1 ? 'child has' : 'children have'} no class yet, so ${n === 1 ? 'their sheet is' : 'their sheets are'} not in any list. Give them a class in Learners to print ${n === 1 ? 'it' : 'them'}.`,
  pickClass: 'Choose a class to see its sheets.',
  pickChild: 'Choose the child whose sheet to print.',
  summary: (sheets: number, perakim: number) =>
    `${sheets} ${sheets === 1 ? 'sheet' : 'sheets'}, ${perakim} ${perakim === 1 ? 'perek' : 'perakim'}`,
  nobodyHasPerakim: (civil: string) =>
    `No child in this class has perakim on ${civil}, so there is nothing to print.`,
  childHasNoPerakim: (civil: string) =>
    `This child has no perakim on ${civil}, so there is nothing to print.`,
  loading: 'Loading the sheets…',
  withoutPerakim: (n: number) =>
    `${n} ${n === 1 ? 'child has' : 'children have'} no perakim that day and ${n === 1 ? 'is' : 'are'} not printed:`,
  previewLabel: 'Print preview',
  sheetOf: (name: string) => `Sheet of ${name}`,
  dailyMishnayos: 'Daily Mishnayos',
  perakimToLearn: (n: number) => `${n} ${n === 1 ? 'perek' : 'perakim'} to learn`,
  continued: '(continued)',
  instruction: 'When you have learnt a perek, tick its box and scan its barcode at the station.',
  pageOf: (page: number, pages: number, paper: string) => `${page} / ${pages} · ${paper}`,
  doneAlready: 'done already',
  seder: (name: string) => `סדר ${name}`,
  loadFailed: 'The sheets could not be loaded. Please try again.',
  toReprint: 'Sheets to reprint',
  toReprintHint:
    'A child left after these sheets were printed, and their perakim went to these children: print their sheets again. The old sheets’ moved barcodes are refused at the station.',
  openToReprint: 'Open to print',
} as const;
