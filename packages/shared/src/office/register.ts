// The register area's payloads (issue 27 §3; one zod schema per payload, used by server and
// client): who teaches which class, a class's morning register, the sharing of the absent
// children's perakim and the "extra perakim" slip. Routes, all under /api/office/register:
//
// - GET  /api/office/register → RegisterHome: the classes the signed-in person may take
// - GET  /api/office/register/class?class=… → ClassRegisterView: today's register of a class
// - POST /api/office/register TakeRegister → TakeRegisterReply: store it, share the perakim
// - GET  /api/office/register/slip?class=… → RegisterSlip: today's extra perakim, with barcodes
// - GET  /api/office/register/teachers → ClassTeachers (owner and office)
// - PUT  /api/office/register/teachers SetClassTeachers → ClassTeachers (owner and office)
import { z } from 'zod';
import { idSchema } from '../schemas/ids.ts';
import { isPlainLine } from '../schemas/text-rules.ts';
import { tidyName } from './learners.ts';
import { sheetBarcodeSchema, sheetDateSchema } from './sheets.ts';

export const REGISTER_ERROR = {
  unknownClass: 'unknown_class',
  notYourClass: 'not_your_class',
  notInClass: 'not_in_class',
  officeOnly: 'office_only',
  badStaff: 'bad_staff',
} as const;

/** A class as the learners area stores it (tidied), never empty. */
export const registerClassNameSchema = z
  .string({ error: 'class must be the name of a class' })
  .max(200, { error: 'class must be at most 200 characters' })
  .refine(isPlainLine, { error: 'class must not contain control characters', abort: true })
  .transform(tidyName)
  .refine((name) => name !== '', { error: 'Choose a class' });

/** At most this many children in one register (a class is far smaller). */
export const REGISTER_MAX_CHILDREN = 200;
/** At most this many teachers for one class. */
export const CLASS_TEACHERS_MAX = 20;

const distinctIds = (label: string, max: number) =>
  z
    .array(idSchema(label), { error: `${label} must be a list of ids` })
    .max(max, { error: `${label} may list at most ${max}` })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: `${label} lists someone twice`,
    });

export const registerClassQuerySchema = z.object({ class: registerClassNameSchema });

const personSchema = z.object({ id: z.number().int(), name: z.string() });
export type RegisterPerson = z.infer<typeof personSchema>;

/** A class the signed-in person may take the register of. */
export const registerClassSchema = z.object({
  name: z.string(),
  /** Active children in it. */
  children: z.number().int().nonnegative(),
  /** The signed-in person is one of its teachers. */
  mine: z.boolean(),
});
export type RegisterClass = z.infer<typeof registerClassSchema>;

/** GET /api/office/register. A teacher sees her classes; the office and owner every class. */
export const registerHomeSchema = z.object({
  today: z.string(),
  /** The office and the owner may take any class's register (and set who teaches each). */
  anyClass: z.boolean(),
  classes: z.array(registerClassSchema),
});
export type RegisterHome = z.infer<typeof registerHomeSchema>;

/** A class's register of a day as it stands: the line the day view shows. */
export const registerLineSchema = z.object({
  className: z.string(),
  /** Who took it last, and when (ISO instant, UTC). */
  takenBy: z.string(),
  takenAt: z.string(),
  /** The children marked absent, by name. */
  absent: z.array(personSchema),
});
export type RegisterLine = z.infer<typeof registerLineSchema>;

export const registerChildSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  absent: z.boolean(),
  /** Their perakim of the day now, how many of them are open, and how many were an absent child's. */
  perakim: z.number().int().nonnegative(),
  open: z.number().int().nonnegative(),
  extra: z.number().int().nonnegative(),
});
export type RegisterChild = z.infer<typeof registerChildSchema>;

/** GET /api/office/register/class?class=…: today's register of a class. */
export const classRegisterViewSchema = z.object({
  day: z.string(),
  hebrewDate: z.string(),
  className: z.string(),
  /** Whether today's learning is laid out (else there is nothing to share). */
  laidOut: z.boolean(),
  register: registerLineSchema.nullable(),
  children: z.array(registerChildSchema),
});
export type ClassRegisterView = z.infer<typeof classRegisterViewSchema>;

/**
 * POST /api/office/register: the register of a class for today, as the teacher ticked it (every
 * absent child, so a child unticked is present again). The absent children's open perakim are
 * then shared among the present children of the class.
 */
export const takeRegisterSchema = z.strictObject({
  className: registerClassNameSchema,
  absentLearnerIds: distinctIds('absentLearnerIds', REGISTER_MAX_CHILDREN),
});
export type TakeRegister = z.infer<typeof takeRegisterSchema>;

export const sharedPerekSchema = z.object({
  perekIndex: z.number().int(),
  /** Hebrew, e.g. "ברכות פרק א". */
  perek: z.string(),
  fromLearnerId: z.number().int(),
  fromName: z.string(),
  toLearnerId: z.number().int(),
  toName: z.string(),
});
export type SharedPerek = z.infer<typeof sharedPerekSchema>;

export const takeRegisterReplySchema = z.object({
  register: registerLineSchema,
  /** Ticked absent now and not before, and unticked now (present after all). */
  newlyAbsent: z.array(personSchema),
  presentAgain: z.array(personSchema),
  /** What moved now, in perek order (a repeat finds nothing left to move). */
  moved: z.array(sharedPerekSchema),
  /** Absent children's open perakim that stayed, because no child of the class is present. */
  left: z.number().int().nonnegative(),
  /** How many children of the class are present. */
  present: z.number().int().nonnegative(),
});
export type TakeRegisterReply = z.infer<typeof takeRegisterReplySchema>;

/** One extra perek on the slip: whose it was, and its barcode as the sheets print it. */
export const slipPerekSchema = z.object({
  perekIndex: z.number().int(),
  masechet: z.string(),
  /** The chapter without the masechet, e.g. "פרק א". */
  perek: z.string(),
  fromName: z.string(),
  done: z.boolean(),
  barcode: sheetBarcodeSchema,
});
export type SlipPerek = z.infer<typeof slipPerekSchema>;

/** GET /api/office/register/slip?class=…: each present child's extra perakim of today. */
export const registerSlipSchema = z.object({
  date: sheetDateSchema,
  className: z.string(),
  children: z.array(
    z.object({ learnerId: z.number().int(), name: z.string(), perakim: z.array(slipPerekSchema) }),
  ),
});
export type RegisterSlip = z.infer<typeof registerSlipSchema>;

/** GET /api/office/register/teachers: every class with its teachers, and who may teach. */
export const classTeachersSchema = z.object({
  classes: z.array(
    z.object({
      name: z.string(),
      children: z.number().int().nonnegative(),
      teachers: z.array(personSchema),
    }),
  ),
  /** Active staff accounts, teachers first. */
  staff: z.array(personSchema.extend({ role: z.string() })),
});
export type ClassTeachers = z.infer<typeof classTeachersSchema>;

/** PUT /api/office/register/teachers: who teaches this class now (an empty list: nobody). */
export const setClassTeachersSchema = z.strictObject({
  className: registerClassNameSchema,
  staffUserIds: distinctIds('staffUserIds', CLASS_TEACHERS_MAX),
});
export type SetClassTeachers = z.infer<typeof setClassTeachersSchema>;
