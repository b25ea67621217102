/**
 * Hebrew names for the demo's children: common first names and family names, combined
 * deterministically so every start of the demo shows the same class.
 */
const FIRST_NAMES = [
  'אברהם',
  'יצחק',
  'יעקב',
  'משה',
  'אהרן',
  'דוד',
  'שלמה',
  'יוסף',
  'בנימין',
  'שמואל',
  'מנחם',
  'מרדכי',
  'ישראל',
  'חיים',
  'אליהו',
  'נחום',
  'שמעון',
  'לוי',
  'יהודה',
  'נפתלי',
  'זאב',
  'צבי',
  'אריה',
  'דב',
  'פנחס',
  'גרשון',
  'אלעזר',
  'מאיר',
  'עזריאל',
  'ברוך',
  'שמחה',
  'הלל',
  'עקיבא',
  'יונתן',
  'נתן',
  'אפרים',
  'מנשה',
  'יחזקאל',
  'ישעיה',
  'אשר',
];
const FAMILY_NAMES = [
  'כהן',
  'לוי',
  'פרידמן',
  'גולדברג',
  'רוזנברג',
  'שפירא',
  'קליין',
  'וייס',
  'הורוביץ',
  'ברגר',
  'פישר',
  'שטרן',
  'גרינוולד',
  'לנדאו',
  'ראבינוביץ',
  'קצנלנבוגן',
  'אייזנברג',
  'ליכטנשטיין',
  'מרגליות',
  'טייטלבוים',
  'הלברשטאם',
  'אפשטיין',
  'זילברמן',
  'רובין',
];

export function demoLearnerNames(count: number): string[] {
  const names: string[] = [];
  for (let i = 0; names.length < count; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length];
    const family = FAMILY_NAMES[(i * 7 + Math.floor(i / FIRST_NAMES.length)) % FAMILY_NAMES.length];
    const name = `${first} ${family}`;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}
