import { z } from 'zod';
import { IMAGE_ID_PATTERN, IMAGE_LIMITS, type UploadedImage } from '../question-images';
import { route, type FileAnswer } from './route';

/** Question images (ADR 0037): functions/src/api/question-images.ts. */

/** The upload's body: the file's bytes in base64 (JSON, like every other call); its type is read from the bytes. */
const MAX_BASE64_CHARS = Math.ceil(IMAGE_LIMITS.uploadBytes / 3) * 4;

export const questionImagesApi = {
  /** POST /question-images (admins, rate-limited): a PNG, JPEG, WebP or GIF; answers the stored image. */
  upload: route<UploadedImage>()('POST', '/api/v1/question-images', {
    body: z.object({
      data: z
        .string('Give the image as base64')
        .min(1, 'The image is empty')
        .max(MAX_BASE64_CHARS, `The image is larger than ${String(IMAGE_LIMITS.uploadBytes / 1024 / 1024)} MB`)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The image is not valid base64'),
    }),
  }),
  /**
   * GET /question-images/{imageId}/{width}.webp (anyone: the id is unguessable): one variant's
   * bytes, `Cache-Control: public, max-age=31536000, immutable`. Not JSON: an <img> fetches it.
   */
  variant: route<FileAnswer>()('GET', '/api/v1/question-images/:imageId/:file', {
    params: z.object({
      imageId: z.string().regex(IMAGE_ID_PATTERN, 'No such image'),
      file: z.string().regex(/^\d{1,4}\.webp$/, 'No such image variant'),
    }),
  }),
};
