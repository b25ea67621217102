/** The wall's words: Hebrew headings, Yiddish counts (the progress panel), English for staff. */
export const wallText = {
  /** The programme's name on the wall. */
  title: 'זכות משניות',
  chapters: 'פרקי היום',
  chaptersSummary: (done: number, all: number) => `${done} מתוך ${all} נלמדו`,
  done: 'נלמד',
  pending: 'עדיין לא נלמד',
  dedicated: 'הלימוד היום מוקדש',
  learners: 'לומדים שסיימו',
  /** The sliding track's own name, so a screen reader can tell it from the lomdim grid. */
  learnerSlides: 'לומד אחר לומד',
  noLearnersYet: 'הלומדים יופיעו כאן כשיסיימו',
  recentScans: 'סריקות אחרונות',
  /** The toasts' own name, so it differs from the scans list it may sit beside. */
  newScans: 'סריקות חדשות',
  noScansYet: 'הסריקות יופיעו כאן',
  sedarim: 'סדרים',
  page: (n: number, of: number) => `עמוד ${n} מתוך ${of}`,
  /** Shown small while the stream reconnects; the data stays. */
  reconnecting: 'מתחבר מחדש…',
  /** After it, the time the wall last had fresh data ("last update 16:05"). */
  lastUpdate: 'עדכון אחרון',
  loading: 'טוען את לימוד היום…',
  unavailable: 'הנתונים יופיעו ברגע שהחיבור יחזור',
  /** Before a sponsor's name, by the dedication's kind. */
  kinds: {
    yoirtzeit: 'לעילוי נשמת',
    shloishim: 'לעילוי נשמת',
    shiva: 'לעילוי נשמת',
    merit: 'לזכות',
    refuah: 'לרפואה שלמה',
  } as Record<string, string>,
} as const;

const LONDON_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "16:05": a time on the wall, London's on the 24-hour clock, whatever the screen's own zone. */
export const wallClock = (at: number): string => LONDON_CLOCK.format(at);

/** The preview screens' English chrome (staff see these). */
export const previewText = {
  heading: 'Big screen previews',
  intro:
    'Each view of the hall display on its own, with the same live data. Open the full wall on the screen in the hall.',
  wall: 'The full wall (1920×1080)',
  lomdim: 'Large lomdim',
  names: 'Large names',
  progress: 'Large progress',
  scans: 'Scans',
  back: 'All previews',
  reloadTitle: 'Reload every wall',
  reloadHelp: 'Every open wall reloads its page at once (after a change of day or a deploy).',
  reloadConfirm: 'Reload every wall now?',
  reloadDone: 'Every open wall has been told to reload.',
  reloadFailed: 'The walls could not be told to reload. Please try again.',
  staffOnly: 'Staff who sign in can reload every wall from here.',
  staffSignIn: 'Staff sign in',
} as const;
