import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageReplySchema, contactMessageSchema } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { contactToOffice } from '../../mail/templates/contact-to-office.ts';
import { markContactMessageMailed, saveContactMessage } from './repository.ts';

interface ContactDeps {
  db: Db;
  mailer: Mailer;
  officeEmail: string;
}

/**
 * POST /contact (spec §7 — outside /api on purpose). The message is stored first, so nothing a
 * visitor sent is lost even if the mail server is down; mailed_at records that the office got it.
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactDeps> = async (
  app,
  { db, mailer, officeEmail },
) => {
  app.post(
    '/contact',
    {
      schema: { body: contactMessageSchema, response: { 200: contactMessageReplySchema } },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const id = await saveContactMessage(db, request.body);
      try {
        await mailer.send(contactToOffice(request.body, officeEmail));
        await markContactMessageMailed(db, id);
      } catch (err) {
        request.log.error({ err, contactMessageId: id }, 'contact message stored but not mailed');
      }
      return { ok: true as const };
    },
  );
};
