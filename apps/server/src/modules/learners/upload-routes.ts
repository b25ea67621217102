import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_BYTES,
  LEARNER_ERROR,
  PHOTO_MAX_BYTES,
  classNameSchema,
  idParamSchema,
  importPreviewSchema,
  learnerChangeSchema,
} from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { staffOf } from '../staff/office-guard.ts';
import { readCsv } from './csv-file.ts';
import { previewImport } from './import-service.ts';
import { photoForLearner } from './photo.ts';
import { findLearner } from './repository.ts';
import { setLearnerPhoto } from './photo-service.ts';
import { notFound } from './service.ts';

interface Upload {
  file: Buffer | null;
  fields: Record<string, string>;
}

/**
 * Reads a multipart form with at most one file of at most `maxBytes`. A larger file is a 413
 * with the sentence `tooLarge`; anything that is not a well-formed form is a 400.
 */
async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: { code: string; message: string },
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'bad_request', 'Please send the file as a form upload.');
  }
  const errors = request.server.multipartErrors;
  const upload: Upload = { file: null, fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') upload.file = await part.toBuffer();
      else upload.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) {
      throw new HttpError(413, tooLarge.code, tooLarge.message);
    }
    if (error instanceof errors.FilesLimitError) {
      throw new HttpError(400, 'bad_request', 'Please send one file at a time.');
    }
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'bad_request', 'The upload could not be read. Please try again.');
  }
  return upload;
}

const MB = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The uploads: a learner's photo, and a class list (CSV) to preview before importing it. */
export const learnerUploadRoutes: FastifyPluginAsyncZod<OfficeDeps> = async (app, deps) => {
  app.put(
    '/api/office/learners/:id/photo',
    {
      // Other content types stop at this size; multipart is limited per file in readUpload.
      bodyLimit: PHOTO_MAX_BYTES + 64 * 1024,
      schema: { params: idParamSchema, response: { 200: learnerChangeSchema } },
    },
    async (request) => {
      const { id } = request.params;
      // Before reading a large body: is there such a learner?
      if (!(await findLearner(deps.db, id))) throw notFound(id);
      const { file } = await readUpload(request, PHOTO_MAX_BYTES, {
        code: LEARNER_ERROR.photoTooLarge,
        message: `This photo is larger than ${MB(PHOTO_MAX_BYTES)} MB. Please choose a smaller one, or take it again at a lower size.`,
      });
      if (!file || file.length === 0) {
        throw new HttpError(400, LEARNER_ERROR.badPhoto, 'Please choose a photo to upload.');
      }
      const webp = await photoForLearner(file);
      return setLearnerPhoto(deps, staffOf(request), id, webp);
    },
  );

  app.post(
    '/api/office/learners/import/preview',
    {
      bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
      schema: { response: { 200: importPreviewSchema } },
    },
    async (request) => {
      const { file, fields } = await readUpload(request, IMPORT_MAX_BYTES, {
        code: LEARNER_ERROR.fileTooLarge,
        message: `The file is larger than ${MB(IMPORT_MAX_BYTES)} MB. A class list is much smaller: please check that you chose the CSV file.`,
      });
      if (!file || file.length === 0) {
        throw new HttpError(400, LEARNER_ERROR.badFile, 'Please choose a CSV file.');
      }
      const fileClass = classNameSchema.safeParse(fields.className ?? '');
      if (!fileClass.success) {
        throw new HttpError(
          400,
          'bad_request',
          `className: ${fileClass.error.issues[0]?.message ?? 'is not valid'}`,
        );
      }
      return previewImport(deps.db, readCsv(file), fileClass.data);
    },
  );
};
