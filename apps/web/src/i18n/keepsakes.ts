/** English strings of issue 13 §6–8: the certificate, the link shared with the family, wrong dates. */
export const keepsakes = {
  /** The label of the way between a dedication's days. */
  daysNav: 'Days of this dedication',
  certificate: {
    complete: 'All 525 perakim were learned on this day.',
    lede: 'A certificate to keep: the name, the date and the children who learned, ready to print.',
    download: 'Download certificate',
  },
  share: {
    title: 'Share with family',
    open: 'Share with family',
    lede: 'Make a link that lets family and friends follow this learning, without logging in. It shows the progress only: no contact or payment details.',
    create: 'Create a link to share',
    creating: 'Making the link…',
    linkLabel: 'Link to share',
    copy: 'Copy link',
    copied: 'Copied',
    shareNative: 'Share…',
    activeSince: (when: string) => `A link made on ${when} is working.`,
    notShownAgain:
      'For safety, a link is shown only when it is made. To send it again, make a new link: the old one then stops working.',
    renew: 'Make a new link',
    stop: 'Stop sharing',
    stopping: 'Stopping…',
    stopQuestion: 'Stop sharing? Anyone who has the link will no longer be able to open it.',
    stopConfirm: 'Yes, stop sharing',
    keep: 'Keep sharing',
    stopped: 'The link no longer works.',
    failed: 'Sorry, that did not work. Please try again.',
    shareText: 'Follow the learning of the Mishnah in this dedication',
  },
  shared: {
    title: 'Shared Learning',
    intro: 'Shared with you by the family: the learning of the day, as it happens.',
    inactiveTitle: 'This link is no longer active',
    inactive:
      'The family has stopped sharing this link, or made a new one. Please ask them for the current link.',
    home: 'Go to the home page',
    failed: 'Sorry, we could not load the learning.',
    retry: 'Try again',
  },
  wrongDate: {
    title: 'That date is not part of this dedication',
    lede: 'The link may be old or mistyped. These are the dedication’s dates:',
    dayOf: (position: number) => `Day ${position}`,
  },
} as const;
