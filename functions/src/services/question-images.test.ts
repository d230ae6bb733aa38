/// <reference types="node" />
import { aPngHeaderOnly } from '../testing/png';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_ID_PATTERN, IMAGE_LIMITS } from '@quizmaster/shared/question-images';
import { HttpError } from '../domain/errors';
import { decodeUpload, newImageId, processImage, sniffImageType } from './question-images';

/** A solid image of this size in this format (sharp encodes it: real files, not fixtures). */
const solid = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } }).toFormat(format).toBuffer();

/** The 400 (or other HttpError) processImage refuses a file with. */
async function refusal(bytes: Buffer): Promise<HttpError> {
  try {
    await processImage(bytes);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('processImage accepted the file');
}


describe('sniffImageType', () => {
  it('reads the type from the first bytes only', async () => {
    expect(sniffImageType(await solid(4, 4, 'png'))).toBe('image/png');
    expect(sniffImageType(await solid(4, 4, 'jpeg'))).toBe('image/jpeg');
    expect(sniffImageType(await solid(4, 4, 'webp'))).toBe('image/webp');
    expect(sniffImageType(await solid(4, 4, 'gif'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('<!doctype html><img src=x onerror=alert(1)>'))).toBeNull();
    expect(sniffImageType(Buffer.from('\x89PN', 'latin1'))).toBeNull();
  });
});

describe('processImage', () => {
  it('makes WebP variants at the standard widths below the source, and its own width, never upscaled', async () => {
    const wide = await processImage(await solid(2000, 1000));
    expect(wide.variants.map((variant) => variant.width)).toEqual([320, 640, 960, 1280]);
    expect([wide.width, wide.height]).toEqual([1280, 640]);
    const small = await processImage(await solid(500, 300));
    expect(small.variants.map((variant) => variant.width)).toEqual([320, 500]);
    expect([small.width, small.height]).toEqual([500, 300]);
    const tiny = await processImage(await solid(200, 100, 'jpeg'));
    expect(tiny.variants.map((variant) => variant.width)).toEqual([200]);
    for (const { width, data } of [...wide.variants, ...small.variants, ...tiny.variants]) {
      const metadata = await sharp(data).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      expect(data.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(data.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(data.length).toBeLessThanOrEqual(IMAGE_LIMITS.variantBytes);
    }
    expect(tiny.sourceType).toBe('image/jpeg');
  });

  it('drops EXIF (GPS and camera) metadata and applies the orientation first', async () => {
    const tagged = await sharp({ create: { width: 200, height: 100, channels: 3, background: 'red' } })
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const source = await sharp(tagged).metadata();
    expect(source.orientation).toBe(6);
    expect(source.exif?.toString('latin1')).toContain('secret-owner');
    const processed = await processImage(tagged);
    // Orientation 6 turns it a quarter: 200 × 100 as stored is 100 × 200 as seen.
    expect([processed.width, processed.height]).toEqual([100, 200]);
    for (const { data } of processed.variants) {
      const metadata = await sharp(data).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect([metadata.width, metadata.height]).toEqual([100, 200]);
      expect(data.toString('latin1')).not.toContain('secret');
    }
  });

  it('refuses a 50-megapixel image from its header, before decoding its pixels', async () => {
    const error = await refusal(aPngHeaderOnly(10_000, 5_000));
    // Decoding would have failed on the bogus pixel data ('invalid-image'): the size was refused first.
    expect(error.status).toBe(400);
    expect(error.code).toBe('image-too-large');
    expect(error.message).toMatch(/10000×5000 pixels; at most 40 million/);
  });

  it('refuses a truncated PNG', async () => {
    const whole = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
    const error = await refusal(whole.subarray(0, Math.floor(whole.length / 2)));
    expect([error.status, error.code]).toEqual([400, 'invalid-image']);
    expect(error.message).toMatch(/not a readable image/);
  });

  it('refuses SVG, HTML and text, naming the accepted types', async () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>', '<html><body>hi</body></html>', 'just text']) {
      const error = await refusal(Buffer.from(text));
      expect([error.status, error.code]).toEqual([400, 'invalid-image-type']);
      expect(error.message).toMatch(/PNG, JPEG, WebP or GIF/);
    }
  });

  it('steps the quality down for a detailed image, and refuses one still over the variant limit', async () => {
    const noise = (height: number) => sharp({ create: { width: 1280, height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    const detailed = await noise(1000);
    // At the first quality it would not fit.
    expect((await sharp(detailed).webp({ quality: 80 }).toBuffer()).length).toBeGreaterThan(IMAGE_LIMITS.variantBytes);
    const stepped = await processImage(detailed);
    expect(stepped.variants.map((variant) => variant.width)).toEqual([320, 640, 960, 1280]);
    for (const { data } of stepped.variants) expect(data.length).toBeLessThanOrEqual(IMAGE_LIMITS.variantBytes);
    const error = await refusal(await noise(1280));
    expect([error.status, error.code]).toEqual([400, 'image-too-large']);
    expect(error.message).toMatch(/too detailed/);
  });

  it('stores an animated GIF as its first frame', async () => {
    const red = await solid(40, 30, 'png', '#ff0000');
    const blue = await solid(40, 30, 'png', '#0000ff');
    const animated = await sharp([red, blue], { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const processed = await processImage(animated);
    expect(processed.sourceType).toBe('image/gif');
    expect([processed.width, processed.height]).toEqual([40, 30]);
    const [variant] = processed.variants;
    const metadata = await sharp(variant?.data).metadata();
    expect(metadata.pages ?? 1).toBe(1);
    const { data } = await sharp(variant?.data).raw().toBuffer({ resolveWithObject: true });
    // The first frame's red, not the second's blue.
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(50);
  });
});

describe('uploads', () => {
  it('gives each image a random 128-bit id', () => {
    const ids = new Set(Array.from({ length: 50 }, newImageId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(IMAGE_ID_PATTERN);
  });

  it('refuses an empty or oversized upload', () => {
    expect(() => decodeUpload('')).toThrow(/empty/);
    const over = Buffer.alloc(IMAGE_LIMITS.uploadBytes + 1).toString('base64');
    expect(() => decodeUpload(over)).toThrow(expect.objectContaining({ status: 413 }) as Error);
    expect(decodeUpload(Buffer.from('abc').toString('base64')).toString()).toBe('abc');
  });
});
