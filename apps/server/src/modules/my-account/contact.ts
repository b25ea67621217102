import {
  DONOR_OFFICE_ERROR,
  MY_EMAIL_TAKEN_MESSAGE,
  MY_PAGE_ERROR,
  type MyContactEdit,
} from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { donorEmailChanged } from '../../mail/templates/donor-email-changed.ts';
import type { DonorActor } from '../audit/audit.ts';
import { changeDonorContact } from '../donors/office-service.ts';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * The donor corrects their name, phone and e-mail on My Page, through the office's own change
 * (audited, as the donor's act). An address another donor has is refused without naming that
 * donor. When the e-mail changes, the old address is told (decision 0024): it is half of the
 * login, and a change its owner did not make must not go unnoticed.
 */
export async function changeMyContact(
  deps: ContactDeps,
  actor: DonorActor,
  edit: MyContactEdit,
): Promise<void> {
  let change;
  try {
    change = await changeDonorContact(deps, actor, actor.donor.id, edit);
  } catch (error) {
    if (error instanceof HttpError && error.code === DONOR_OFFICE_ERROR.emailTaken) {
      throw new HttpError(409, MY_PAGE_ERROR.emailTaken, MY_EMAIL_TAKEN_MESSAGE);
    }
    throw error;
  }
  if (!change || change.before.email === change.after.email) return;
  try {
    await deps.mailer.send({
      ...donorEmailChanged({
        to: change.before.email,
        donorName: change.after.name,
        newEmail: change.after.email,
      }),
      links: { donorId: actor.donor.id },
    });
  } catch (err) {
    // The change stands; the mail log keeps the failure for the office to send again.
    deps.log.error({ err, donorId: actor.donor.id }, 'could not tell the old address of a change');
  }
}
