import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enrollmentQuerySchema, idParamSchema } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { requireDonor } from '../auth/sessions.ts';
import { enrollmentAnswers } from '../progress/enrollment-answer.ts';
import { sendCertificate } from './certificate-download.ts';

interface CertificateRoutesDeps {
  db: Db;
  programmeTitle: string;
  today: () => string;
}

/**
 * GET /api/enrollment/:id/certificate?day=…: the donor downloads the certificate of a completed
 * date of their own dedication (issue 13 §6). Anyone else's dedication and one that does not
 * exist answer the same 404; a day not finished a 404 that says when it will be ready.
 */
export const certificateRoutes: FastifyPluginAsyncZod<CertificateRoutesDeps> = async (
  app,
  { db, programmeTitle, today },
) => {
  const answers = enrollmentAnswers({ db, showRecordings: false, today });
  app.get(
    '/api/enrollment/:id/certificate',
    { schema: { params: idParamSchema, querystring: enrollmentQuerySchema } },
    async (request, reply) => {
      const donorId = await requireDonor(db, request);
      const enrollment = await answers.load(request.params.id);
      if (!enrollment || enrollment.donorId !== donorId) {
        throw new HttpError(404, 'not_found', 'We could not find this dedication.');
      }
      return sendCertificate(reply, { db, answers, programmeTitle }, enrollment, request.query);
    },
  );
};
