import { STAFF_ROLE_LABELS, type StaffRole } from '@zechus/shared';

const roleName = (role: StaffRole) => STAFF_ROLE_LABELS[role];

/** The staff area's words. */
export const staffText = {
  intro:
    'Who may use the office, and as what. A new person gets an e-mail with a one-time link to choose their password.',
  invite: 'Invite someone',
  tableCaption: 'Staff accounts',
  search: 'Search',
  searchPlaceholder: 'Name or e-mail',
  show: 'Show',
  everyone: 'Everyone',
  empty: 'No staff account matches.',
  columns: {
    name: 'Name',
    role: 'Role',
    state: 'State',
    lastSeen: 'Last seen',
    actions: 'Actions',
  },
  you: 'you',
  notRecently: 'Not recently',
  neverSignedIn: 'Never signed in',
  linkUntil: (when: string) => `Link works until ${when}`,
  linkExpired: 'Their link has expired',
  noLink: 'No link outstanding',
  manage: 'Manage',
  manageLabel: (name: string) => `Manage ${name}`,

  // Invite
  inviteTitle: 'Invite someone to the office',
  inviteIntro:
    'They will receive an e-mail with a link to choose a password. The link works once, for 48 hours.',
  name: 'Name',
  email: 'E-mail',
  role: 'Role',
  sendInvitation: 'Send the invitation',
  invited: (name: string, email: string, until: string) =>
    `Invitation sent to ${email}. ${name} can choose a password with the link until ${until}.`,

  // A link that could not be e-mailed
  handOverTitle: 'Pass the link on by hand',
  handOver: (name: string, email: string, until: string) =>
    `The e-mail to ${email} could not be sent, but nothing is lost: ${name}’s account is ready. Copy this link and give it to them yourself. It works once, until ${until}.`,
  linkLabel: 'One-time link',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Could not copy. Select the link and copy it by hand.',
  done: 'Done',

  // Manage
  details: 'Account details',
  lastSeen: 'Last seen',
  state: 'State',
  whatToDo: 'What would you like to do?',
  back: 'Back',
  changeRole: 'Change role',
  newRole: 'New role',
  changeRoleHint: 'What they can open in the office.',
  editDetails: 'Correct name or e-mail',
  editDetailsHint: 'For a typing mistake, or a new address.',
  newLink: 'Send a new link',
  newLinkHint: 'When the invitation expired, or they forgot their password.',
  switchOff: 'Switch off the account',
  switchOffHint: 'They can no longer sign in. Nothing they did is lost.',
  switchOn: 'Switch the account on again',
  switchOnHint: 'They can sign in again.',

  roleConfirm: (name: string, role: StaffRole, self: boolean) =>
    self
      ? `You will keep working, with the areas of the ${roleName(role)} role. Staff accounts are only for owners.`
      : `${name} will be signed out at once, and will see the areas of the ${roleName(role)} role when they sign in again.`,
  roleSubmit: (role: StaffRole) => `Make ${roleName(role)}`,
  roleSame: 'Choose a different role to change it.',
  roleChanged: (name: string, role: StaffRole) => `${name} is now ${roleName(role)}.`,

  detailsNote:
    'A new e-mail address stops any link sent to the old one. Send a new link afterwards if they still need one.',
  saveDetails: 'Save the changes',
  detailsSaved: (name: string) => `${name}’s details are saved.`,

  linkConfirm: (email: string, hasPassword: boolean) =>
    `We will e-mail ${email} a new link to choose a password. It works once, for 48 hours, and any link sent before stops working.${hasPassword ? ' Their current password keeps working until they choose a new one.' : ''}`,
  linkSubmit: 'Send the new link',
  linkSent: (name: string, email: string, until: string) =>
    `A new link is on its way to ${email}. ${name} can use it until ${until}.`,

  offConfirm: (name: string, self: boolean) =>
    self
      ? 'You will be signed out at once and can no longer sign in. Another owner can switch your account on again.'
      : `${name} will be signed out everywhere at once and can no longer sign in; any link they were sent stops working. Nothing they did is lost, and you can switch the account on again.`,
  offSubmit: 'Switch off',
  switchedOff: (name: string) => `${name}’s account is switched off, and they are signed out.`,

  onConfirm: (name: string, hasPassword: boolean) =>
    hasPassword
      ? `${name} will be able to sign in again with their password.`
      : `${name} has not chosen a password yet: after switching the account on, send them a new link.`,
  onSubmit: 'Switch on',
  switchedOn: (name: string) => `${name}’s account is on again.`,
} as const;
