/** The words of the learning reports (a class's, a child's, every child's of a class). */
export const reportText = {
  from: 'From',
  to: 'To',
  range: (from: string, to: string) => `${from} to ${to}`,
  print: 'Print',

  // One child's page, or a page for each child of a class.
  childTitle: 'Learning report',
  childrenTitle: 'A page for each child',
  childIntro:
    'The perakim learned over the days you choose, by masechet: for a prize or a parents’ evening.',
  childrenIntro:
    'Each child’s perakim learned over the days you choose, by masechet, one page each when printed.',
  backToLearner: 'The learner',
  backToClassReport: 'Class report',
  eachChild: 'A page for each child',
  openChild: (name: string) => `Learning report of ${name}`,
  learned: (count: number) =>
    `${count.toLocaleString('en-GB')} ${count === 1 ? 'perek' : 'perakim'} learned`,
  masechtosCaption: (name: string) => `Perakim learned by ${name}, by masechet`,
  columns: { masechet: 'Masechet', perakim: 'Perakim' },
  nothingLearned: 'No perakim learned on these days.',
  left: '(left)',
  reportLink: 'Learning report',
} as const;
