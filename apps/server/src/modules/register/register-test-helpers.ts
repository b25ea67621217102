import {
  classRegisterViewSchema,
  classTeachersSchema,
  takeRegisterReplySchema,
  type ClassRegisterView,
  type TakeRegisterReply,
} from '@zechus/shared';
import type { StaffClient } from '../../test/office.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The register's own audit rows and the days' share rows written after `afterId`, oldest first. */
export async function registerAuditAfter(t: TestApp, afterId: number) {
  const rows = await t.handle.db
    .selectFrom('audit_log')
    .select(['area', 'action', 'actor', 'target_id', 'summary', 'before', 'after'])
    .where('id', '>', afterId)
    .where('area', 'in', ['register', 'days'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    before: row.before ? (JSON.parse(row.before) as unknown) : null,
    after: row.after ? (JSON.parse(row.after) as unknown) : null,
  }));
}

/** GET /api/office/register/class?class=…, parsed (fails the test on anything but 200). */
export async function classView(staff: StaffClient, className: string): Promise<ClassRegisterView> {
  const reply = await staff.get(
    `/api/office/register/class?class=${encodeURIComponent(className)}`,
  );
  if (reply.statusCode !== 200) throw new Error(`class view ${reply.statusCode}: ${reply.body}`);
  return classRegisterViewSchema.parse(reply.json());
}

/** POST /api/office/register, parsed (fails the test on anything but 200). */
export async function take(
  staff: StaffClient,
  className: string,
  absentLearnerIds: number[],
): Promise<TakeRegisterReply> {
  const reply = await staff.post('/api/office/register', { className, absentLearnerIds });
  if (reply.statusCode !== 200) throw new Error(`register ${reply.statusCode}: ${reply.body}`);
  return takeRegisterReplySchema.parse(reply.json());
}

/** The office sets the teachers of a class (fails the test on anything but 200). */
export async function setTeachers(office: StaffClient, className: string, ids: number[]) {
  const reply = await office.send('PUT', '/api/office/register/teachers', {
    className,
    staffUserIds: ids,
  });
  if (reply.statusCode !== 200) throw new Error(`teachers ${reply.statusCode}: ${reply.body}`);
  return classTeachersSchema.parse(reply.json());
}

/** Today's assignments of some learners: perek index → learner id, barcode and done. */
export async function perakimOf(t: TestApp, day: string, learnerIds: number[]) {
  if (learnerIds.length === 0) return [];
  return t.handle.db
    .selectFrom('assignments')
    .select(['perek_index', 'learner_id', 'barcode', 'done_at'])
    .where('day', '=', day)
    .where('learner_id', 'in', learnerIds)
    .orderBy('perek_index')
    .execute();
}
