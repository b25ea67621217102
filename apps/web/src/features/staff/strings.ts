/** The staff page's words (English: the office works in English). */
export const staffText = {
  heading: 'Staff',
  intro: 'Sign in to run the scanner station and the hall display.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signOut: 'Sign out',
  signedInAs: (name: string) => `Signed in as ${name}`,
  wrongLogin: 'The email or password is not right.',
  genericError: 'Something went wrong. Please try again.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  reloadTitle: 'Reload every wall',
  reloadHelp:
    'Every open hall display reloads its page at once — after a change of day, a deploy, or if a screen looks stuck.',
  reloadConfirm: 'Reload every wall now? Every open display will refresh at once.',
  reloadYes: 'Yes, reload every wall',
  cancel: 'Cancel',
  reloadDone: 'Every open wall has been told to reload.',
  reloadFailed: 'The walls could not be told to reload. Please try again.',
  scanStation: 'Open the scanner station',
  bigScreen: 'Big screen previews',
  tools: 'Tools',
} as const;
