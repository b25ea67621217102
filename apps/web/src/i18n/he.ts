/** Hebrew and Yiddish strings of the donor's progress views (set right-to-left). */
export const he = {
  /** "Total": the overall bar's title. */
  total: 'סך הכל',
  tabs: {
    sedarim: 'סדרים',
    masechet: 'מסכתות',
    lomdim: 'לומדים',
  },
  /** Yiddish: chapters learned / still to learn (the progress panel). */
  chaptersDone: 'פרקים געלערנט',
  chaptersNotDone: 'פרקים נאך צו לערנען',
  /** Used when an enrollment or a day carries no name. */
  defaultName: 'לעילוי נשמת כל ישראל',
  perakim: 'פרקים',
  seder: 'סדר',
  done: 'נלמד',
  pending: 'עדיין לא נלמד',
} as const;

/**
 * English words beside the Hebrew and Yiddish labels of the progress pages, for the relative
 * abroad who follows a shared link and reads no Yiddish (issue 26). The labels themselves stay
 * as the spec has them.
 */
export const heGloss = {
  total: 'Total',
  tabs: {
    sedarim: 'Orders',
    masechet: 'Tractates',
    lomdim: 'Children',
  },
  chaptersDone: 'chapters learned',
  chaptersNotDone: 'chapters still to learn',
} as const;
