/** The words of the staff tools shared by the office and the hall screens. */
export const staffText = {
  reloadTitle: 'Reload every wall',
  reloadHelp:
    'Every open hall display reloads its page at once — after a change of day, a deploy, or if a screen looks stuck.',
  reloadConfirm: 'Reload every wall now? Every open display will refresh at once.',
  reloadYes: 'Yes, reload every wall',
  cancel: 'Cancel',
  reloadDone: 'Every open wall has been told to reload.',
  reloadFailed: 'The walls could not be told to reload. Please try again.',
} as const;
