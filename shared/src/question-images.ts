/**
 * Images in questions and choice options (ADR 0037). Zod-free, so the player's page can build an
 * image's `src`/`srcset` without the schemas.
 *
 * An admin uploads an image once (POST /api/v1/question-images); the server decodes it, strips its
 * metadata, and stores WebP variants at IMAGE_WIDTHS (never wider than the original) under a random
 * id. A question or option refers to it by id with its own alt text; the server copies the
 * image's size and variant widths into that reference, so the page reserves the image's box
 * before it loads (no layout shift). Variants are served same-origin, immutable, at imageSrc().
 */

export const IMAGE_LIMITS = {
  /** The uploaded file, before decoding. */
  uploadBytes: 4 * 1024 * 1024,
  /** Decoded pixels (width × height): refuses decompression bombs before they are decoded. */
  inputPixels: 40_000_000,
  /** Alt text: what a screen reader says instead of the image. */
  alt: 200,
  /** Each stored variant (a Firestore document holds at most 1 MiB). */
  variantBytes: 700 * 1024,
} as const;

/** What an image without alt text is told (the editor shows it beside the field; the API's schema refuses with it). */
export const IMAGE_ALT_MESSAGE = 'Describe the image for players who cannot see it';

/** The widths, in CSS pixels at 1x, of the WebP variants the server keeps of each image. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** The file types an upload may be, by their first bytes (never by the name or declared type). */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

/** An image's id: random, 22 url-safe characters (128 bits), so a variant's URL is unguessable. */
export const IMAGE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A question's or an option's image, as stored on the question and served with it. */
export interface ImageRef {
  id: string;
  /** Required: the question must make sense to a player who cannot see the image. */
  alt: string;
  /** The largest variant's size in pixels: the box the page reserves (`width`/`height` attributes). */
  width: number;
  height: number;
  /** The variants stored, ascending (each ≤ width). */
  widths: number[];
}

/** What an upload answers: the new image's id, size and variant widths (no alt: the question gives it). */
export type UploadedImage = Omit<ImageRef, 'alt'>;

/** The variants' route pattern; the file name is `<width>.webp`. */
export const IMAGE_VARIANT_PATTERN = '/api/v1/question-images/:imageId/:file';

/** The URL of one variant of an image. */
export const imageSrc = (id: string, width: number): string => `/api/v1/question-images/${id}/${String(width)}.webp`;

/** The `srcset` of an image: every variant with its width. */
export const imageSrcSet = (image: Pick<ImageRef, 'id' | 'widths'>): string =>
  image.widths.map((width) => `${imageSrc(image.id, width)} ${String(width)}w`).join(', ');

/** The variants a source of this width gets: every IMAGE_WIDTHS below it, and its own width when narrower than the largest. */
export function variantWidthsFor(sourceWidth: number): number[] {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 0;
  const below = IMAGE_WIDTHS.filter((width) => width < Math.min(sourceWidth, largest));
  return [...below, Math.min(sourceWidth, largest)];
}

/** Parses a variant's file name (`640.webp`); null when it is not one. */
export function parseVariantFile(file: string): number | null {
  const match = /^(\d{1,4})\.webp$/.exec(file);
  return match ? Number(match[1]) : null;
}
