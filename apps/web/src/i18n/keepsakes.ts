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
    ready:
      'Send this link to the family: it opens the learning as it happens, without logging in. It shows the progress only, no contact or payment details.',
    create: 'Create a link to share',
    creating: 'Making the link…',
    linkLabel: 'Link to share',
    copy: 'Copy link',
    copied: 'Copied',
    whatsapp: 'Send on WhatsApp',
    shareNative: 'Share…',
    /** The line that goes with the link on WhatsApp and the phone's share sheet. */
    shareLine: (name: string | undefined) =>
      name
        ? `The children are learning Mishnayos for ${name}. Follow the learning with us:`
        : 'Follow the learning of the Mishnah with us:',
    activeSince: (when: string) => `A link made on ${when} is working.`,
    olderLink:
      'It was made before links could be shown again, so it cannot be shown here. To send a link, make a new one: the older link then stops working.',
    renew: 'Make a new link',
    renewQuestion:
      'Make a new link? The link the family has now will stop working, and you will need to send them the new one.',
    renewConfirm: 'Yes, make a new link',
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
    dedicateToo: 'Dedicate a day too',
    dedicateTooLede: 'Add a day of learning of your own for the same name.',
  },
  wrongDate: {
    title: 'That date is not part of this dedication',
    lede: 'The link may be old or mistyped. These are the dedication’s dates:',
    dayOf: (position: number) => `Day ${position}`,
  },
} as const;
