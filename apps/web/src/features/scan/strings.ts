/** "3 scans are kept on this device." */
const keptScans = (n: number): string =>
  n === 1 ? '1 scan is kept on this device.' : `${n} scans are kept on this device.`;

/** "3 scans are kept on this device. Enter a good token to send them." */
const toSend = (n: number, action: string): string =>
  n === 0
    ? `${action} to go on scanning.`
    : `${keptScans(n)} ${action} to send ${n === 1 ? 'it' : 'them'}.`;

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
  online: 'Online',
  offline: 'Offline',
  offlineHelp: 'Scans are kept on this device and sent when the connection returns.',
  reconnecting: 'No answer from the server: trying again',
  waitingCount: 'waiting to send',
  lastSent: (time: string) => `Last sent ${time}`,
  nothingSent: 'Nothing sent yet',
  sending: 'Sending…',
  waitingToSend: 'Waiting to send',
  sent: 'Sent',
  notOnTodaysList:
    'This barcode is not on today’s list on this device. It is kept and will be checked when it is sent.',
  anotherDaysSheet:
    'This looks like another day’s sheet: it will not count today. Please scan only today’s sheets.',
  notKept:
    'This browser does not let the station keep scans on the device (a private window?): keep this page open until every scan is sent.',
  soundOn: 'Sound on',
  soundOff: 'Sound off',
  tokenRefused: (waiting: number) =>
    `This station’s token was not accepted (it may have been revoked). ${toSend(waiting, 'Enter a good token')}`,
  signInEnded: (waiting: number) => `Your sign-in has ended. ${toSend(waiting, 'Sign in again')}`,
  enterToken: 'Enter the station token',
  signInAgain: 'Sign in again',
  waitingForToken: (waiting: number) =>
    `${keptScans(waiting)} ${waiting === 1 ? 'It is' : 'They are'} sent once this station is signed in.`,
  recent: 'Recent scans',
  forget: 'Change station token',
  viaStaff: (name: string) => `Scanning as ${name}`,
  viaToken: 'Scanning with the station token',
  viaStation: (name: string) => `Scanning as the station “${name}”`,
  stationLabel: 'Station',
  checking: 'Checking this station…',
} as const;
