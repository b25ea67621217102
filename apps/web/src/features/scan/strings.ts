/** The scanner station's words (English for the teacher; learners and perakim stay Hebrew). */
export const stationText = {
  heading: 'Scanner Station',
  setupIntro:
    'Set this device up once: enter the station token from the office, or sign in as staff.',
  /** The server refused the token (wrong, or revoked by the office). */
  tokenWrong: 'This token is not valid (it may have been revoked). Ask the office for a new one.',
  tokenCheckFailed: 'The token could not be checked. Please try again.',
  tokenNoConnection:
    'The token could not be checked: there is no connection to the server. Check the connection and try again.',
  checkingToken: 'Checking the token…',
  tokenQrHint:
    'From the office’s Scanner stations page: scan its QR code with this device’s camera, or type the token here.',
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
  viaStation: (name: string) => `Scanning as the station “${name}”`,
  stationLabel: 'Station',
  checking: 'Checking this station…',
} as const;
