/** The scanner station's words (English for the teacher; learners and perakim stay Hebrew). */
export const stationText = {
  heading: 'Scanner Station',
  setupIntro:
    'Set this device up once: enter the station token from the office, or sign in as staff.',
  tokenRefused:
    'The saved station token was not accepted. Enter the station token again, or sign in as staff.',
  tokenLabel: 'Station token',
  tokenHint: 'Kept on this device only.',
  tokenRequired: 'Enter the station token.',
  saveToken: 'Start scanning',
  orStaff: 'Staff member?',
  staffSignIn: 'Sign in to the office',
  inputLabel: 'Scan a barcode',
  inputHint: 'Scan the learner’s sheet, or type the code and press Enter.',
  ready: 'Ready — scan the first sheet.',
  nothingScanned: 'Nothing was scanned. Scan the sheet again, or type its code and press Enter.',
  today: 'Today',
  done: 'learned',
  notDone: 'to go',
  waiting: (n: number) => `${n} waiting…`,
  recent: 'Recent scans',
  forget: 'Change station token',
  viaStaff: (name: string) => `Scanning as ${name}`,
  viaToken: 'Scanning with the station token',
  checking: 'Checking this station…',
} as const;
