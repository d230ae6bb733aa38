import { z } from 'zod/mini';
import { IMAGE_UPLOAD_TYPES } from '../question-images';
import { storedDate } from './stored-date';

/**
 * `questionImages/{imageId}`: an image an admin uploaded for questions and options (ADR 0037).
 * Server-only: clients read its variants through GET /api/v1/question-images/{id}/{width}.webp.
 * `width`/`height` are the largest variant's, `widths` the variants stored (ascending).
 */
export const questionImageSchema = z.object({
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  widths: z.array(z.int().check(z.positive())).check(z.minLength(1)),
  /** The uploaded file's type, read from its bytes. */
  sourceType: z.enum(IMAGE_UPLOAD_TYPES),
  /** The uploaded file's size. */
  byteCount: z.int().check(z.minimum(0)),
  uploadedBy: z.string().check(z.minLength(1)),
  createdAt: storedDate,
});
export type QuestionImage = z.output<typeof questionImageSchema>;

/** `questionImages/{imageId}/variants/{width}`: one WebP variant's bytes (a Buffer on the server). */
export const questionImageVariantSchema = z.object({
  data: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});
export type QuestionImageVariant = z.output<typeof questionImageVariantSchema>;
