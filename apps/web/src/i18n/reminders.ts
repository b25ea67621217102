/** The words of the reminders' pages (issue 13 §5): the stop link's page and My Page's download. */
export const reminders = {
  stop: {
    page: 'Reminders',
    eyebrow: 'Reminder e-mails',
    askTitle: 'Stop the reminders for this dedication?',
    ask: 'We send a short e-mail a week before, and the day before, the days of learning dedicated to',
    askAfter:
      'If you would rather not have them, stop them here. The learning itself goes on as dedicated.',
    stopButton: 'Stop these reminders',
    stoppedTitle: 'The reminders are stopped',
    stopped: 'We will not send any more reminders for',
    stoppedAfter:
      'The children still learn on every day you dedicated, and you can follow it on My Page.',
    resumeButton: 'Send the reminders again',
    onTitle: 'The reminders are on',
    on: 'We will write a week before, and the day before, each day of learning dedicated to',
    myPage: 'Go to My Page',
    loading: 'Opening your reminder settings…',
    unknownTitle: 'This link does not work',
    unknown:
      'It may be incomplete. Please open the newest reminder e-mail and use its link, or call us at',
    failed: 'That did not go through. Please check your connection and try again.',
    retry: 'Try again',
  },
  calendar: {
    link: 'Add all dates to my calendar',
    hint: 'A calendar file for Apple, Google or Outlook: one entry for each day of learning.',
  },
  /** The calendar subscription beside the file (issue 26 §7, decision 0042). */
  feed: {
    title: 'Keep my calendar up to date',
    intro:
      'Subscribe once, and new dates — next year’s too, after a renewal — appear in your calendar by themselves.',
    subscribe: 'Subscribe in my calendar',
    making: 'Making your calendar link…',
    ready: 'Your calendar link is ready. Choose how to add it:',
    openApp: 'Open in my calendar app',
    openAppHint: 'iPhone, iPad, Mac and Outlook.',
    google: 'Add to Google Calendar',
    googleHint: 'Android phones, and Google Calendar anywhere.',
    linkLabel: 'Or copy the link into any calendar',
    copy: 'Copy link',
    copied: 'Copied',
    private:
      'This link is private: anyone who has it can see your dates and the names on them. It is shown only now.',
    on: (since: string) => `Your calendar is subscribed to your dates (since ${since}).`,
    onHint: 'To add it on another device, make a new link: the old one then stops working.',
    newLink: 'Make a new link',
    stop: 'Stop the subscription',
    stopped: 'The subscription is stopped. Your calendar will no longer receive new dates.',
    failed: 'That did not go through. Please check your connection and try again.',
  },
} as const;
