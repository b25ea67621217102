import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdStationSchema,
  idParamSchema,
  newStationSchema,
  renameStationSchema,
  stationListQuerySchema,
  stationListSchema,
  stationRowSchema,
  stationSetupUrl,
  type StationRow,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea, staffOf } from '../staff/office-guard.ts';
import { setupQrSvg } from './qr-code.ts';
import { findStation, listStations } from './repository.ts';
import { addStation, renameStation, revokeStation } from './service.ts';

async function stationRow(db: Db, id: number): Promise<StationRow> {
  const row = await findStation(db, id);
  if (!row) throw new Error(`station ${id} vanished right after a change`);
  return row;
}

/**
 * The office's scanner stations area: /api/office/stations… (roles: see
 * OFFICE_AREA_ROLES.stations). Each station is a device with its own token: created here (the
 * token shown once, with a QR code of the station page holding it), renamed, and revoked.
 */
export const stationRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, { db, publicUrl }) => {
  app.addHook('onRequest', officeArea(db, 'stations'));

  app.get(
    '/api/office/stations',
    { schema: { querystring: stationListQuerySchema, response: { 200: stationListSchema } } },
    async (request) => listStations(db, request.query),
  );

  app.post(
    '/api/office/stations',
    { schema: { body: newStationSchema, response: { 201: createdStationSchema } } },
    async (request, reply) => {
      const { id, token } = await addStation(db, staffOf(request), request.body.name);
      const setupUrl = stationSetupUrl(publicUrl, token);
      // The one answer that holds a working token: no cache may keep it.
      void reply.header('cache-control', 'no-store');
      return reply.status(201).send({
        station: await stationRow(db, id),
        token,
        setupUrl,
        qrSvg: await setupQrSvg(setupUrl),
      });
    },
  );

  app.patch(
    '/api/office/stations/:id',
    {
      schema: {
        params: idParamSchema,
        body: renameStationSchema,
        response: { 200: stationRowSchema },
      },
    },
    async (request) => {
      await renameStation(db, staffOf(request), request.params.id, request.body.name);
      return stationRow(db, request.params.id);
    },
  );

  app.post(
    '/api/office/stations/:id/revoke',
    { schema: { params: idParamSchema, response: { 200: stationRowSchema } } },
    async (request) => {
      await revokeStation(db, staffOf(request), request.params.id);
      return stationRow(db, request.params.id);
    },
  );
};
