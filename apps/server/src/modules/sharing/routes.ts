import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  enrollmentProgressSchema,
  enrollmentQuerySchema,
  idParamSchema,
  SHARE_LINK_INACTIVE,
  SHARE_LINK_INACTIVE_CODE,
  SHARE_LINK_NOT_SHOWN,
  SHARE_LINK_NOT_SHOWN_CODE,
  shareLinkCreatedSchema,
  shareLinkStatusSchema,
  sharedPath,
  shareTokenParamSchema,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { requireDonor } from '../auth/sessions.ts';
import { sendCertificate } from '../certificates/certificate-download.ts';
import { enrollmentAnswers, type LoadedEnrollment } from '../progress/enrollment-answer.ts';
import { enrollmentOfShareLink, ShareLinks } from './share-links.ts';

interface SharingDeps {
  db: Db;
  showRecordings: boolean;
  publicUrl: string;
  programmeTitle: string;
  today: () => string;
  /** SHARE_LINK_KEY (sealed-tokens.ts); null: links are kept as digests only. */
  shareLinkKey: Buffer | null;
}

const NOT_FOUND = 'We could not find this dedication.';

/** Lookups of a shared page per address and minute: a family's open pages re-read live. */
export const SHARED_READS_PER_MINUTE = 300;
/** Tokens that open nothing, per address in ten minutes, before it is refused for a while. */
export const FAILED_SHARE_LOOKUPS = 30;
const FAILED_WINDOW_MS = 10 * 60_000;
const TOO_MANY_FAILED =
  'Too many links that do not open anything came from your network. Please wait ten minutes and try again.';

/**
 * Issue 13 §7, issue 26 §4. The donor's side, under their session: the dedication's shared link
 * (the same one each time the panel opens), a new one in its place, and taking it back. The family's side, no login:
 * GET /api/shared/:token answers that one dedication's day of learning — the answer of the
 * donor's own page, which holds no contact, payment or other dedication — and its certificate.
 */
export const sharingRoutes: FastifyPluginAsyncZod<SharingDeps> = async (app, deps) => {
  const { db } = deps;
  const answers = enrollmentAnswers(deps);
  const links = new ShareLinks(db, deps.shareLinkKey);
  const urlOf = (token: string) => new URL(sharedPath(token), deps.publicUrl).toString();

  /** The donor's own dedication, or a 404 that says nothing of anyone else's. */
  const ownDedication = async (request: FastifyRequest, id: number): Promise<number> => {
    const donorId = await requireDonor(db, request);
    const row = await db
      .selectFrom('enrollments')
      .select('donor_id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (row?.donor_id !== donorId) throw new HttpError(404, 'not_found', NOT_FOUND);
    return id;
  };

  const sharePath = '/api/my-page/dedications/:id/share';

  app.get(
    sharePath,
    { schema: { params: idParamSchema, response: { 200: shareLinkStatusSchema } } },
    async (request, reply) => {
      const id = await ownDedication(request, request.params.id);
      const link = await links.working(id);
      void reply.header('cache-control', 'no-store');
      return {
        active: link !== undefined,
        createdAt: link?.createdAt ?? null,
        url: link?.token ? urlOf(link.token) : null,
      };
    },
  );

  // "Share with family": the working link, made if there is none (eight at once get one link).
  app.post(
    sharePath,
    {
      schema: { params: idParamSchema, response: { 200: shareLinkCreatedSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const id = await ownDedication(request, request.params.id);
      const { token, createdAt } = await links.workingOrNew(id);
      // An older link kept only as a digest: ending it is the sponsor's choice ("Make a new link").
      if (!token) throw new HttpError(409, SHARE_LINK_NOT_SHOWN_CODE, SHARE_LINK_NOT_SHOWN);
      void reply.header('cache-control', 'no-store');
      return { url: urlOf(token), createdAt };
    },
  );

  // "Make a new link": the working one stops, a new one takes its place.
  app.post(
    `${sharePath}/new`,
    {
      schema: { params: idParamSchema, response: { 200: shareLinkCreatedSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const id = await ownDedication(request, request.params.id);
      const { token, createdAt } = await links.replace(id);
      void reply.header('cache-control', 'no-store');
      return { url: urlOf(token), createdAt };
    },
  );

  app.delete(
    sharePath,
    { schema: { params: idParamSchema, response: { 200: shareLinkStatusSchema } } },
    async (request) => {
      const id = await ownDedication(request, request.params.id);
      await links.revoke(id);
      return { active: false, createdAt: null, url: null };
    },
  );

  // The family's side. Tokens are 256 bits, so guessing is hopeless; still, an address sending
  // tokens that open nothing is refused for a while (counted in the database, for every
  // instance), and every address has a ceiling of reads.
  const failureLimit = app.createRateLimit({
    max: FAILED_SHARE_LOOKUPS,
    timeWindow: FAILED_WINDOW_MS,
    keyGenerator: (request) => `failed-share ${request.ip}`,
  });
  const readLimit = {
    max: SHARED_READS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `shared ${request.ip}`,
  };

  /** The dedication a token opens; an unknown or revoked one is the same kind 404. */
  const sharedDedication = async (
    request: FastifyRequest,
    reply: { header: (name: string, value: string) => unknown },
    token: string,
  ): Promise<LoadedEnrollment> => {
    const id = await enrollmentOfShareLink(db, token);
    const enrollment = id === undefined ? undefined : await answers.load(id);
    if (enrollment) return enrollment;
    const counted = await failureLimit(request);
    if (!counted.isAllowed && counted.isExceeded) {
      reply.header('retry-after', String(FAILED_WINDOW_MS / 1000));
      throw new HttpError(429, 'too_many_requests', TOO_MANY_FAILED);
    }
    throw new HttpError(404, SHARE_LINK_INACTIVE_CODE, SHARE_LINK_INACTIVE);
  };

  app.get(
    '/api/shared/:token',
    {
      schema: {
        params: shareTokenParamSchema,
        querystring: enrollmentQuerySchema,
        // A 404 of a date not in the dedication is dateNotInDedicationSchema (enrollment-answer.ts).
        response: { 200: enrollmentProgressSchema },
      },
      config: { rateLimit: readLimit },
    },
    async (request, reply) => {
      const enrollment = await sharedDedication(request, reply, request.params.token);
      void reply.header('cache-control', 'no-store');
      return answers.send(reply, enrollment, request.query);
    },
  );

  app.get(
    '/api/shared/:token/certificate',
    {
      schema: { params: shareTokenParamSchema, querystring: enrollmentQuerySchema },
      config: { rateLimit: readLimit },
    },
    async (request, reply) => {
      const enrollment = await sharedDedication(request, reply, request.params.token);
      return sendCertificate(
        reply,
        { db, answers, programmeTitle: deps.programmeTitle },
        enrollment,
        request.query,
      );
    },
  );
};
