/** The scanner stations area's words. */
export const stationsText = {
  intro:
    'Each tablet or computer that scans the children’s sheets is a station with its own token. If a device is lost or retired, revoke its token: it stops scanning at once.',
  add: 'Add a station',
  tableCaption: 'Scanner stations',
  show: 'Show',
  allStations: 'All stations',
  activeOnly: 'Active only',
  revokedOnly: 'Revoked only',
  empty: 'No scanner stations yet. Add one for each device that scans the children’s sheets.',
  emptyFiltered: 'No station matches.',
  columns: {
    name: 'Station',
    created: 'Added',
    lastUsed: 'Last used',
    actions: 'Actions',
  },
  addedBy: (who: string) => `by ${who}`,
  neverUsed: 'Not used yet',
  active: 'Active',
  revoked: 'Revoked',
  revokedOn: (when: string) => `since ${when}`,
  rename: 'Rename',
  renameLabel: (name: string) => `Rename ${name}`,
  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke ${name}`,

  // How to set one up
  howTitle: 'Setting up a station',
  howSteps: [
    'Add a station here and give it a name the teachers know, such as “Main hall, left”.',
    'On the station’s tablet, scan the QR code with the camera. Or open the station page (/scan) and type the token.',
    'The station page shows the station’s name: it is ready for the first child.',
  ],
  openStationPage: 'Open the station page',

  // New station
  addTitle: 'Add a scanner station',
  addIntro: 'Name it after where it stands, so everyone knows which device it is.',
  name: 'Name',
  nameHint: 'For example “Main hall, left” or “Beis medrash door”.',
  create: 'Create the token',

  // The token, shown once
  readyTitle: (name: string) => `“${name}” is ready to set up`,
  onlyNow:
    'It is shown only now. Scan the QR code with the station’s tablet, or type the token into the station page.',
  qrAlt: (name: string) => `QR code: the station page’s address for “${name}”, with its token`,
  qrCaption: 'Scan with the tablet’s camera',
  token: 'Token',
  address: 'Station page address',
  copyToken: 'Copy token',
  copyAddress: 'Copy address',
  copiedToken: 'Token copied.',
  copiedAddress: 'Address copied.',
  copyFailed: 'Could not copy. Select the text and copy it by hand.',
  lostIt:
    'If the token is lost before the tablet is set up, revoke this station and add a new one.',
  done: 'Done',
  added: (name: string) => `The station “${name}” was added.`,

  // Rename
  renameTitle: 'Rename the station',
  renameIntro: (name: string) =>
    `A new name for “${name}”. Its token keeps working: the tablet needs nothing.`,
  newName: 'New name',
  saveName: 'Save the name',
  sameName: 'That is its name already. Type a different one.',
  renamed: (from: string, to: string) => `“${from}” is now called “${to}”.`,

  // Revoke
  revokeTitle: 'Revoke this station’s token?',
  revokeWarning: (name: string) =>
    `“${name}” stops scanning at once, and its station page will ask for a new token.`,
  revokeFinal:
    'This cannot be undone. To use the device again, add a new station and set it up with the new token.',
  revokeSubmit: 'Revoke the token',
  revokedNotice: (name: string) =>
    `The token of “${name}” is revoked. It stops scanning at once and will ask for a new token.`,
} as const;
