import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportFileName, exportParamsSchema, exportQuerySchema } from '@zechus/shared';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea } from '../staff/office-guard.ts';
import { csvStream } from './csv-stream.ts';
import { exportDefinition } from './kinds.ts';

/**
 * The office's exports: /api/office/exports/:kind?from&to (roles: OFFICE_AREA_ROLES.exports), a
 * CSV file streamed as it is read. A bad kind or range is a 400 with a plain sentence before any
 * of the file is sent.
 */
export const exportRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, { db, today }) => {
  app.addHook('onRequest', officeArea(db, 'exports'));

  app.get(
    '/api/office/exports/:kind',
    { schema: { params: exportParamsSchema, querystring: exportQuerySchema } },
    async (request, reply) => {
      const { kind } = request.params;
      const { from, to } = request.query;
      const name = exportFileName(kind, from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csvStream(exportDefinition(db, kind, request.query, today())));
    },
  );
};
