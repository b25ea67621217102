import { parseArgs } from 'node:util';
import { newStaffSchema, welcomePath } from '@zechus/shared';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { addStaffMember, issueNewLink, StaffExistsError } from '../modules/staff/accounts.ts';
import { LINK_HOURS } from '../modules/staff/links.ts';

/**
 * Staff accounts from the server's command line — the way into a new install's office:
 *   npm run staff -- add EMAIL --name NAME --role owner|office|teacher
 *   npm run staff -- link EMAIL      a new one-time link for someone who lost their password
 *   npm run staff -- list
 * Each prints the one-time link (PUBLIC_URL/office/welcome/<token>, 48 hours, single use).
 */
const USAGE = `usage:
  npm run staff -- add EMAIL --name "NAME" --role owner|office|teacher
  npm run staff -- link EMAIL
  npm run staff -- list`;

const { positionals, values } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { name: { type: 'string' }, role: { type: 'string' } },
  strict: false,
});
const [command, email] = positionals;
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
const linkOf = (token: string) => new URL(welcomePath(token), config.PUBLIC_URL).toString();

try {
  await migrateToLatest(database);
  if (command === 'add') {
    const input = newStaffSchema.safeParse({ email, name: values.name, role: values.role });
    if (!input.success) {
      console.error(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
      console.error(USAGE);
      process.exitCode = 2;
    } else {
      const { token } = await addStaffMember(database.db, input.data, 'command-line');
      console.log(
        `${input.data.name} <${input.data.email}> is now ${input.data.role}.\n\n` +
          `Send them this link to choose a password (it works once, for ${LINK_HOURS} hours):\n\n  ${linkOf(token)}\n`,
      );
    }
  } else if (command === 'link' && email) {
    const staff = await database.db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!staff) {
      console.error(`There is no staff account for ${email}.`);
      process.exitCode = 1;
    } else {
      const { token, name } = await issueNewLink(database.db, staff.id, 'command-line');
      console.log(
        `A new link for ${name} (earlier links no longer work; this one works once, for ${LINK_HOURS} hours):\n\n  ${linkOf(token)}\n`,
      );
    }
  } else if (command === 'list') {
    const rows = await database.db
      .selectFrom('staff_users')
      .select(['id', 'email', 'name', 'role', 'active', 'password_hash'])
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const state = !row.active ? 'switched off' : row.password_hash ? 'active' : 'invited';
      console.log(`${row.id}\t${row.email}\t${row.name}\t${row.role}\t${state}`);
    }
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (error) {
  if (error instanceof StaffExistsError) {
    console.error(`${error.message} To send them a new link: npm run staff -- link ${error.email}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
