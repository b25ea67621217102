export const exportsText = {
  intro:
    'Download records as a spreadsheet file (CSV) that Excel, Numbers and Google Sheets open with Hebrew intact.',
  choose: 'What to export',
  kind: 'Records',
  range: 'Dates (London), both included',
  from: 'From',
  to: 'To',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  thisYear: 'This year',
  download: (label: string) => `Download ${label.toLowerCase()}`,
  fileName: 'File',
  noCards:
    'Files never hold a card number or security code: a payment shows only the card’s brand and last four digits.',
} as const;
