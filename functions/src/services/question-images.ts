import { randomBytes } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import type { ImageRef, ImageUploadType, UploadedImage } from '@quizmaster/shared/question-images';
import { IMAGE_LIMITS, IMAGE_UPLOAD_TYPES, variantWidthsFor } from '@quizmaster/shared/question-images';
import { questionImageSchema, type QuestionImage } from '@quizmaster/shared/models/question-image';
import type { ImageInput } from '@quizmaster/shared/quiz-authoring';
import type { Caller } from '../domain/caller';
import { badRequest, HttpError, invalidField } from '../domain/errors';
import type { DataRefs } from '../data/refs';
import { refs as defaultRefs } from '../firebase';
import { appendAudit } from './audit-log';

/**
 * Question images (ADR 0037): an upload is decoded here with sharp, never trusted as sent. Its
 * type is read from its first bytes, its pixels counted before decoding, its metadata (EXIF, GPS)
 * dropped, and WebP variants at variantWidthsFor(width) are stored in Firestore, each under
 * IMAGE_LIMITS.variantBytes (a document holds at most 1 MiB).
 */

const ACCEPTED = 'PNG, JPEG, WebP or GIF';

/** The file's type by its magic bytes, or null: the name and declared type are never believed. */
export function sniffImageType(bytes: Uint8Array): ImageUploadType | null {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif';
  return null;
}

export interface ProcessedImage {
  sourceType: ImageUploadType;
  /** The largest variant's size. */
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
}

/** WebP qualities tried in turn while a variant is over IMAGE_LIMITS.variantBytes. */
const QUALITIES = [80, 65, 50];

const unreadable = () => badRequest(`The file is not a readable image: upload a ${ACCEPTED} file.`, 'invalid-image');

/**
 * Decodes an upload and makes its WebP variants: the orientation applied (`.rotate()`), the
 * metadata dropped (sharp keeps none unless asked), only the first frame of an animation, never
 * upscaled. 400 for another type, a file that does not decode, too many pixels or a variant
 * too large at the lowest quality.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const sourceType = sniffImageType(bytes);
  if (!sourceType) throw badRequest(`The file is not an accepted image: upload a ${ACCEPTED} file (${IMAGE_UPLOAD_TYPES.join(', ')}).`, 'invalid-image-type');
  // failOn 'error': a truncated or corrupt file is refused, not stored half grey.
  const options = { limitInputPixels: IMAGE_LIMITS.inputPixels, failOn: 'error', pages: 1 } as const;
  let metadata: Metadata;
  try {
    // Reads the header only (no limit yet, so the size can be named): a decompression bomb is
    // refused below, before any pixel is decoded; the decoder's limit is the backstop.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const { width: rawWidth, height: rawHeight, orientation } = metadata;
  if (!rawWidth || !rawHeight) throw unreadable();
  // pageHeight: an animated GIF's or WebP's height is every frame's; one frame is kept.
  const frameHeight = metadata.pageHeight ?? rawHeight;
  if (rawWidth * frameHeight > IMAGE_LIMITS.inputPixels) {
    throw badRequest(`The image has ${String(rawWidth)}×${String(frameHeight)} pixels; at most ${String(IMAGE_LIMITS.inputPixels / 1_000_000)} million are accepted.`, 'image-too-large');
  }
  // EXIF orientations 5 to 8 turn the image a quarter: its width is the stored height.
  const width = orientation !== undefined && orientation >= 5 ? frameHeight : rawWidth;
  const widths = variantWidthsFor(width);
  let base: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, turned upright and brought down to the largest variant, as raw pixels (no metadata).
    base = await sharp(bytes, options).rotate().resize({ width: widths[widths.length - 1] ?? width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadable();
  }
  const raw: SharpOptions = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const variants: ProcessedImage['variants'] = [];
  for (const variantWidth of widths) variants.push({ width: variantWidth, data: await webpVariant(base.data, raw, variantWidth) });
  return { sourceType, width: base.info.width, height: base.info.height, variants };
}

async function webpVariant(pixels: Buffer, raw: SharpOptions, width: number): Promise<Buffer> {
  for (const quality of QUALITIES) {
    const data = await sharp(pixels, raw).resize({ width, withoutEnlargement: true }).webp({ quality }).toBuffer();
    if (data.length <= IMAGE_LIMITS.variantBytes) return data;
  }
  throw badRequest(`The image is too detailed to store at ${String(width)} pixels wide under ${String(IMAGE_LIMITS.variantBytes / 1024)} KB: upload a simpler or smaller image.`, 'image-too-large');
}

/** A new image's id: 128 random bits, url-safe (IMAGE_ID_PATTERN), so its URLs cannot be guessed. */
export const newImageId = (): string => randomBytes(16).toString('base64url');

/**
 * Processes and stores an upload: `questionImages/{id}` and its variants in one batch, with the
 * audit entry when an admin uploaded it (the seed passes no caller, and its own refs).
 */
export async function storeQuestionImage(bytes: Buffer, uploader: Pick<Caller, 'uid' | 'email' | 'name'> | { uid: string }, refs: DataRefs = defaultRefs): Promise<UploadedImage> {
  const processed = await processImage(bytes);
  const id = newImageId();
  const batch = refs.questionImage(id).firestore.batch();
  const stored = { width: processed.width, height: processed.height, widths: processed.variants.map((variant) => variant.width) };
  batch.create(refs.questionImage(id), { ...stored, sourceType: processed.sourceType, byteCount: bytes.length, uploadedBy: uploader.uid, createdAt: new Date() });
  for (const variant of processed.variants) batch.create(refs.questionImageVariant(id, variant.width), { data: variant.data });
  if ('email' in uploader) {
    appendAudit(batch, uploader, 'image-upload', { kind: 'image', id, label: `${String(stored.width)}×${String(stored.height)} ${processed.sourceType}` }, {
      after: { ...stored, sourceType: processed.sourceType, byteCount: bytes.length },
    });
  }
  await batch.commit();
  return { id, ...stored };
}

/** One variant's WebP bytes, or null when the image or that width does not exist. */
export async function readVariant(imageId: string, width: number, refs: DataRefs = defaultRefs): Promise<Buffer | null> {
  const variant = (await refs.questionImageVariant(imageId, width).get()).data();
  return variant ? Buffer.from(variant.data) : null;
}

/** A question's image inputs: its own and its options' (by position in `options`). */
export interface ImageInputs {
  image?: ImageInput | undefined;
  options?: readonly { image?: ImageInput | undefined }[] | undefined;
}

/** The image refs of a question: its own, and its options' by position (undefined where none). */
export interface ResolvedImages {
  image?: ImageRef;
  options: (ImageRef | undefined)[];
}

/**
 * Turns a question's image inputs ({id, alt}) into ImageRefs with the stored image's size and
 * widths (one getAll for them all): whatever size a client sends is never used. An unknown id is
 * a 400 naming its field (`image`, `options.2.image`).
 */
export async function resolveImageInputs(content: ImageInputs, refs: DataRefs = defaultRefs): Promise<ResolvedImages> {
  const wanted = [
    ...(content.image ? [{ field: 'image', input: content.image }] : []),
    ...(content.options ?? []).flatMap((option, index) => (option.image ? [{ field: `options.${String(index)}.image`, input: option.image }] : [])),
  ];
  if (wanted.length === 0) return { options: (content.options ?? []).map(() => undefined) };
  const ids = [...new Set(wanted.map(({ input }) => input.id))];
  const first = refs.questionImage(ids[0] ?? '');
  const snapshots = await first.firestore.getAll(...ids.map((id) => refs.questionImage(id)));
  const found = new Map<string, QuestionImage>(
    snapshots.flatMap((snapshot) => {
      // Parsed again here: getAll's typing does not keep the converter's model in every package that compiles this.
      const data: unknown = snapshot.data();
      return data ? [[snapshot.id, questionImageSchema.parse(data)] as const] : [];
    }),
  );
  const refOf = (field: string, input: ImageInput): ImageRef => {
    const image = found.get(input.id);
    if (!image) throw invalidField('body', field, `No image has the id ${input.id}: upload it first.`);
    return { id: input.id, alt: input.alt.trim(), width: image.width, height: image.height, widths: [...image.widths] };
  };
  return {
    ...(content.image ? { image: refOf('image', content.image) } : {}),
    options: (content.options ?? []).map((option, index) => (option.image ? refOf(`options.${String(index)}.image`, option.image) : undefined)),
  };
}

/** The bytes of a base64 upload, or 413 over IMAGE_LIMITS.uploadBytes (the schema bounds the text). */
export function decodeUpload(data: string): Buffer {
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > IMAGE_LIMITS.uploadBytes) {
    throw new HttpError(413, 'payload-too-large', `The image is larger than ${String(IMAGE_LIMITS.uploadBytes / 1024 / 1024)} MB.`, { maxBytes: IMAGE_LIMITS.uploadBytes });
  }
  if (bytes.length === 0) throw badRequest('The image is empty.', 'invalid-image');
  return bytes;
}
