import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sheetClassesSchema,
  sheetsPdfFileNames,
  sheetsPdfParamsSchema,
  sheetsPdfQuerySchema,
  sheetReprintsSchema,
  sheetsPrintedReplySchema,
  sheetsPrintedSchema,
  sheetsQuerySchema,
  sheetsSchema,
} from '@zechus/shared';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea, staffOf } from '../staff/office-guard.ts';
import { recordPrinting, sheetsToReprint } from './printings.ts';
import { sheetsPdf } from './pdf/sheet-pdf.ts';
import { activeClasses } from './repository.ts';
import { loadSheets, requireSomethingToPrint, withBarcodeImages } from './sheet-service.ts';

const byName = new Intl.Collator('he', { numeric: true });

/** RFC 5987 encoding for filename*: encodeURIComponent leaves ' ( ) * ! as they are. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The office's barcode sheets area: /api/office/sheets… (roles: see OFFICE_AREA_ROLES.sheets).
 * Printing fixes the printed children's perakim of that day (issue 27 §1): the PDF's download and
 * the print view's POST …/printed record it (audited); the rest only reads.
 */
export const sheetRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, { db, today }) => {
  app.addHook('onRequest', officeArea(db, 'sheets'));

  app.get(
    '/api/office/sheets/classes',
    { schema: { response: { 200: sheetClassesSchema } } },
    async () => {
      const groups = await activeClasses(db);
      return {
        today: today(),
        classes: groups
          .filter((g): g is { name: string; children: number } => g.name !== null && g.name !== '')
          .sort((a, b) => byName.compare(a.name, b.name)),
        unclassed: groups
          .filter((g) => g.name === null || g.name === '')
          .reduce((n, g) => n + g.children, 0),
      };
    },
  );

  app.get(
    '/api/office/sheets',
    { schema: { querystring: sheetsQuerySchema, response: { 200: sheetsSchema } } },
    async (request) => {
      const { date, class: className, learner } = request.query;
      const data = await loadSheets(db, date, { className, learnerId: learner });
      return withBarcodeImages(data);
    },
  );

  app.post(
    '/api/office/sheets/printed',
    { schema: { body: sheetsPrintedSchema, response: { 200: sheetsPrintedReplySchema } } },
    async (request) => {
      const { date, class: className, learner } = request.body;
      const data = await loadSheets(db, date, { className, learnerId: learner });
      return { sheets: await recordPrinting(db, staffOf(request), data, 'printed') };
    },
  );

  app.get(
    '/api/office/sheets/reprints',
    { schema: { response: { 200: sheetReprintsSchema } } },
    async () => ({ toReprint: await sheetsToReprint(db, today()) }),
  );

  app.get(
    '/api/office/sheets/:file',
    { schema: { params: sheetsPdfParamsSchema, querystring: sheetsPdfQuerySchema } },
    async (request, reply) => {
      const day = request.params.file.slice(0, 10);
      const { class: className, learner, paper } = request.query;
      const data = await loadSheets(db, day, { className, learnerId: learner });
      requireSomethingToPrint(data);
      await recordPrinting(db, staffOf(request), data, 'downloaded');
      const names = sheetsPdfFileNames(day, {
        className: data.className,
        ...(data.learnerName !== undefined ? { learnerName: data.learnerName } : {}),
      });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${names.ascii}"; filename*=UTF-8''${rfc5987(names.utf8)}`,
        )
        .header('cache-control', 'no-store')
        .send(sheetsPdf(data, paper));
    },
  );
};
