import { deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Test images are made here with sharp; nothing is downloaded. A solid colour compresses to almost nothing; `noise`
 * makes a photo that costs real work to encode, as a camera's does (1600 × 1200 is ~1 MB and ~0.5 s of encoding).
 */
export function buildPhoto(
  width: number,
  height: number,
  options: {
    format?: "jpeg" | "png" | "webp" | "avif";
    background?: string;
    gps?: boolean;
    orientation?: number;
    noise?: boolean;
  } = {},
): Promise<Buffer> {
  let image = options.noise
    ? sharp({
        create: {
          width,
          height,
          channels: 3,
          background: "#808080",
          noise: { type: "gaussian", mean: 128, sigma: 30 },
        },
      })
    : sharp({ create: { width, height, channels: 3, background: options.background ?? "#c82828" } });
  const format = options.format ?? "jpeg";
  image = image[format]();
  if (options.gps) {
    // A GPS position in Lagos plus a camera model, the kind of metadata a phone adds.
    image = image.withExif({
      IFD0: { Make: "TestPhone", Model: "Camera 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 27/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "3/1 23/1 0/1" },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** A PNG with a transparent half. */
export async function buildTransparentPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      pixels.set(x < width / 2 ? [0, 0, 0, 255] : [0, 0, 0, 0], at);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** A two-frame animated GIF: red, then blue. */
export async function buildAnimatedGif(width: number, height: number): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame("#ff0000"), await frame("#0000ff")], { join: { animated: true } })
    .gif()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a valid PNG header claiming `width` × `height` greyscale pixels, with one deflated row of
 * zeros repeated — a few kilobytes that would decode to gigabytes.
 */
export function buildPngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = deflateSync(Buffer.alloc(Math.min(height, 64) * (width + 1)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
