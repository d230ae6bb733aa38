import { Router } from 'express';
import { questionImagesApi } from '@quizmaster/shared/api/question-images';
import { parseVariantFile } from '@quizmaster/shared/question-images';
import { notFound } from '../domain/errors';
import { decodeUpload, readVariant, storeQuestionImage } from '../services/question-images';
import { endpoint, ImmutableFile } from './endpoint';

/**
 * Question images (ADR 0037): admins upload an image (base64 in JSON), the server decodes it and
 * stores WebP variants in Firestore; anyone fetches a variant by its unguessable id, same-origin,
 * cached for a year by browsers and the Hosting CDN.
 */
export const questionImagesRouter = Router();

/** The upload's path: its body may hold 4 MB of image as base64 (app.ts raises its body limit). */
export const IMAGE_UPLOAD_PATH = /^\/api\/v1\/question-images\/?$/;

questionImagesRouter.post(
  '/question-images',
  endpoint({
    route: questionImagesApi.upload,
    access: 'admin',
    status: 201,
    rateLimit: 'image-upload',
    handle: async ({ caller, body }) => storeQuestionImage(decodeUpload(body.data), caller),
  }),
);

questionImagesRouter.get(
  '/question-images/:imageId/:file',
  endpoint({
    route: questionImagesApi.variant,
    access: 'public',
    rateLimit: 'image-variant',
    handle: async ({ params }) => {
      const width = parseVariantFile(params.file);
      const bytes = width === null ? null : await readVariant(params.imageId, width);
      if (!bytes) throw notFound('No such image.');
      return new ImmutableFile(bytes, 'image/webp');
    },
  }),
);
