import { crc32, deflateSync } from 'node:zlib';

/**
 * PNG files built by hand for the question image tests (ADR 0037): unit tests of the image
 * service, the emulator API tests and the browser tests, without an image library.
 */

/** A PNG chunk: length, type, data and CRC, as the format says. */
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** IHDR for an 8-bit RGB image: deflate, no filter method, no interlace. */
function rgbHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return header;
}

type Rgb = [number, number, number];

/** A real PNG of `width` × `height`: two colours in vertical bands, so its variants are not blank. */
export function aPng(width: number, height: number, colours: [Rgb, Rgb] = [[200, 40, 40], [40, 40, 200]]): Buffer {
  const row = Buffer.alloc(1 + width * 3); // filter byte 0 (None), then the pixels
  for (let x = 0; x < width; x += 1) row.set(colours[Math.floor((x / width) * 4) % 2] ?? colours[0], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([SIGNATURE, chunk('IHDR', rgbHeader(width, height)), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG whose header claims width × height over a few bytes of pixels: a decompression bomb's shape, never decodable. */
export function aPngHeaderOnly(width: number, height: number): Buffer {
  return Buffer.concat([SIGNATURE, chunk('IHDR', rgbHeader(width, height)), chunk('IDAT', deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
}
