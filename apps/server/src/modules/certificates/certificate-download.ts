import { CERTIFICATE_NOT_READY, certificateFileName, type EnrollmentQuery } from '@zechus/shared';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { EnrollmentAnswers, LoadedEnrollment } from '../progress/enrollment-answer.ts';
import { certificateData } from './certificate-data.ts';
import { certificatePdf } from './certificate-pdf.ts';

/**
 * Answers the certificate of the date a link means, as a PDF download; a 404 while that day's
 * learning is not finished, or when the link names none of the dedication's dates. The caller
 * has checked who may see the dedication.
 */
export async function sendCertificate(
  reply: FastifyReply,
  deps: { db: Db; answers: EnrollmentAnswers; programmeTitle: string },
  enrollment: LoadedEnrollment,
  query: EnrollmentQuery,
): Promise<FastifyReply> {
  const chosen = deps.answers.chosenDay(enrollment, query);
  const data = chosen
    ? await certificateData(
        deps.db,
        {
          ...enrollment,
          day: chosen.day,
          position: chosen.position,
          dates: enrollment.dates.length,
        },
        deps.programmeTitle,
      )
    : undefined;
  if (!data) throw new HttpError(404, 'certificate_not_ready', CERTIFICATE_NOT_READY);
  const pdf = await certificatePdf(data);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${certificateFileName(data.day)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
