import { STAFF_ROLE_LABELS, welcomePath, type NewStaff, type StaffRole } from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../mail/mailer.ts';
import { staffWelcome } from '../../mail/templates/staff-welcome.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { addStaffMember, issueNewLink } from './accounts.ts';
import { LINK_HOURS } from './links.ts';
import type { StaffActor } from './staff-session.ts';

/** What became of a link: e-mailed, or (the e-mail failed) to be passed on by hand. */
export interface LinkDelivery {
  id: number;
  mailed: boolean;
  /** Only when the e-mail could not be sent. */
  link: string | null;
  expiresAt: string;
}

interface Recipient {
  name: string;
  email: string;
  role: StaffRole;
}

/**
 * E-mails a one-time link. The account and its link are already committed: a mail server that
 * is down must not lose the invitation, so a failure is logged and the link handed back for the
 * owner to pass on by hand.
 */
async function deliver(
  mailer: Mailer,
  log: FastifyBaseLogger,
  publicUrl: string,
  actor: StaffActor,
  to: Recipient & { id: number; token: string },
  reset: boolean,
): Promise<LinkDelivery> {
  const link = new URL(welcomePath(to.token), publicUrl).toString();
  // The link was minted just now: it lasts LINK_HOURS from about this moment.
  const expiresAt = new Date(Date.now() + LINK_HOURS * 3_600_000).toISOString();
  try {
    await mailer.send(
      staffWelcome({
        to: to.email,
        name: to.name,
        invitedBy: actor.name,
        roleLabel: STAFF_ROLE_LABELS[to.role],
        link,
        hours: LINK_HOURS,
        reset,
      }),
    );
    return { id: to.id, mailed: true, link: null, expiresAt };
  } catch (error) {
    log.warn({ err: error, staffUserId: to.id }, 'could not e-mail a staff link');
    return { id: to.id, mailed: false, link, expiresAt };
  }
}

type Deps = Pick<OfficeDeps, 'db' | 'mailer' | 'publicUrl'>;

/** Creates the account (audited) and e-mails its welcome link. */
export async function invite(
  deps: Deps,
  log: FastifyBaseLogger,
  actor: StaffActor,
  input: NewStaff,
): Promise<LinkDelivery> {
  const { id, token } = await addStaffMember(deps.db, input, actor);
  return deliver(deps.mailer, log, deps.publicUrl, actor, { ...input, id, token }, false);
}

/**
 * A fresh link for someone invited whose link expired, or who lost their password (audited);
 * their earlier links stop working. An account with a password gets the "set a new password"
 * wording.
 */
export async function sendNewLink(
  deps: Deps,
  log: FastifyBaseLogger,
  actor: StaffActor,
  id: number,
  hasPassword: boolean,
): Promise<LinkDelivery> {
  const issued = await issueNewLink(deps.db, id, actor);
  return deliver(
    deps.mailer,
    log,
    deps.publicUrl,
    actor,
    {
      id,
      token: issued.token,
      name: issued.name,
      email: issued.email,
      role: issued.role as StaffRole,
    },
    hasPassword,
  );
}
