import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  MESSAGE_ERROR,
  messageCountSchema,
  messageDetailSchema,
  messageListQuerySchema,
  messageListSchema,
} from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea, staffOf } from '../staff/office-guard.ts';
import { countNewMessages, findMessage, listMessages } from './repository.ts';
import { setMessageHandled } from './service.ts';

/**
 * The office's inbox: /api/office/messages… (roles: see OFFICE_AREA_ROLES.messages). Messages
 * arrive through the contact form (modules/contact); here they are read and marked handled.
 */
export const messageRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, { db }) => {
  app.addHook('onRequest', officeArea(db, 'messages'));

  app.get(
    '/api/office/messages',
    { schema: { querystring: messageListQuerySchema, response: { 200: messageListSchema } } },
    async (request) => listMessages(db, request.query),
  );

  app.get(
    '/api/office/messages/count',
    { schema: { response: { 200: messageCountSchema } } },
    async () => ({ new: await countNewMessages(db) }),
  );

  app.get(
    '/api/office/messages/:id',
    { schema: { params: idParamSchema, response: { 200: messageDetailSchema } } },
    async (request) => {
      const message = await findMessage(db, request.params.id);
      if (!message) {
        throw new HttpError(
          404,
          MESSAGE_ERROR.notFound,
          `There is no message number ${request.params.id}.`,
        );
      }
      return message;
    },
  );

  for (const [path, handled] of [
    ['handled', true],
    ['new', false],
  ] as const) {
    app.post(
      `/api/office/messages/:id/${path}`,
      { schema: { params: idParamSchema, response: { 200: messageDetailSchema } } },
      async (request) => setMessageHandled(db, staffOf(request), request.params.id, handled),
    );
  }
};
