import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RECORDING_ERROR,
  RECORDING_FIELD,
  RECORDING_MAX_BYTES,
  RECORDING_MESSAGES,
  recordingParamsSchema,
  recordingReplySchema,
} from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { officeArea, staffOf } from '../staff/office-guard.ts';
import {
  findAssignment,
  removeRecording,
  saveRecording,
  type RecordingDeps,
} from './recording-service.ts';

/** Room for the multipart envelope around a file of the largest size. */
const UPLOAD_BODY_LIMIT = RECORDING_MAX_BYTES + 1024 * 1024;

const tooLarge = () => new HttpError(413, RECORDING_ERROR.tooLarge, RECORDING_MESSAGES.tooLarge());
const noFile = () => new HttpError(400, RECORDING_ERROR.noFile, RECORDING_MESSAGES.noFile);

/**
 * What reading the upload threw, as an answer: too large is a 413; a body that is not multipart
 * at all, or arrives cut short or garbled (busboy's plain errors), is the sender's 400, never
 * our 500. Only parsing happens here, so nothing of ours is hidden by this.
 */
function uploadFailure(error: unknown): HttpError {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (error instanceof HttpError) return error;
  if (statusCode === 413) return tooLarge();
  return new HttpError(400, RECORDING_ERROR.badUpload, RECORDING_MESSAGES.badUpload);
}

/**
 * The one file of a multipart upload (field "file"), read into memory up to the limit. A larger
 * file is read to its end (so the browser gets the answer, not a broken connection) and refused.
 */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw noFile();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== RECORDING_FIELD) throw noFile();
    return await part.toBuffer();
  } catch (error) {
    throw uploadFailure(error);
  }
}

/**
 * The office's recordings area (issue 9 §5): a child's recording of a perek on a day, uploaded
 * or recorded in the browser, replaced or removed. The file's kind is read from its bytes.
 */
export const recordingRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (
  app,
  { db, bus, uploads },
) => {
  app.addHook('onRequest', officeArea(db, 'recordings'));
  // Registered here, so only this area takes multipart bodies, one file at most.
  await app.register(multipart, {
    limits: { files: 1, fileSize: RECORDING_MAX_BYTES, fields: 2, parts: 3 },
  });

  const deps: RecordingDeps = {
    db,
    bus,
    uploads,
    onOrphan: (url, error) => app.log.warn({ err: error, url }, 'an old recording was not removed'),
  };

  app.post(
    '/api/office/recordings/:day/:perekIndex',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { params: recordingParamsSchema, response: { 200: recordingReplySchema } },
    },
    async (request) => {
      const staff = staffOf(request);
      // A perek that does not exist is refused before the file is read.
      await findAssignment(db, request.params);
      const bytes = await readUploadedFile(request);
      return saveRecording(deps, staff, request.params, bytes);
    },
  );

  app.delete(
    '/api/office/recordings/:day/:perekIndex',
    { schema: { params: recordingParamsSchema, response: { 200: recordingReplySchema } } },
    async (request) => removeRecording(deps, staffOf(request), request.params),
  );
};
