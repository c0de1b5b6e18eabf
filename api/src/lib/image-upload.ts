import multer from '@koa/multer';
import type { Next } from 'koa';
import sharp from 'sharp';
import { LIMITS } from '../contracts/limits.ts';
import { fill, uz } from '../contracts/messages.uz.ts';
import { AppError } from './app-error.ts';
import type { AppContext } from './context.ts';

/**
 * Every picture people upload (profile image, the business's logo, cover and gallery, a master's photo) is judged
 * here, one rule for all: by its content, never its name or declared type (sharp must decode it as one of the
 * formats below), bounded in bytes (413 with the spec's message) and in pixels (a small file that decodes to a
 * gigantic image is refused before it is decoded), then re-encoded to WebP, which also strips metadata (the
 * camera, the place it was taken) and anything hidden in the file.
 */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const MAX_MEGAPIXELS = 40;
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;

/** How an upload is shaped: cut to exactly `width`×`height` (`cover`), or shrunk to fit inside them (`inside`). */
export interface ImageShape {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

export interface EncodedImage {
  content: Buffer;
  width: number;
  height: number;
}

/** Reads the multipart field `field` (one file, at most 5 MB) into `ctx.file`; multer's errors become the API's. */
export function receiveImage(field: string) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: LIMITS.profileImageMaxBytes, files: 1, fields: 5 } });
  return async function receive(ctx: AppContext, next: Next) {
    try {
      await upload.single(field)(ctx as never, async () => {});
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') throw new AppError('payload_too_large', uz.upload.tooLarge, { [field]: uz.upload.tooLarge });
      throw new AppError('validation', uz.upload.notImage, { [field]: uz.upload.notImage });
    }
    await next();
  };
}

/** The uploaded bytes of `field`, or a 400 saying none came. */
export function uploadedFile(ctx: AppContext, field: string): Buffer {
  const file = (ctx as unknown as { file?: { buffer: Buffer } }).file;
  if (!file?.buffer?.length) throw new AppError('validation', uz.upload.missing, { [field]: uz.upload.missing });
  return file.buffer;
}

/** Judges the upload and re-encodes it to the shape as WebP; 400 for anything not an image, 413 for too many pixels. */
export async function encodeImage(upload: Buffer, shape: ImageShape, field: string): Promise<EncodedImage> {
  let format: string | undefined;
  let pixels = 0;
  try {
    // Reading the header only: the pixels are not decoded yet, so a decompression bomb costs nothing here.
    const metadata = await sharp(upload, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0) * Math.max(1, metadata.pages ?? 1);
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError('validation', uz.upload.notImage, { [field]: uz.upload.notImage });
  if (pixels > MAX_PIXELS) {
    const message = fill(uz.upload.tooManyPixels, { megapixels: MAX_MEGAPIXELS });
    throw new AppError('payload_too_large', message, { [field]: message });
  }
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(shape.width, shape.height, { fit: shape.fit, withoutEnlargement: shape.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { content: data, width: info.width, height: info.height };
  } catch {
    throw new AppError('validation', uz.upload.notImage, { [field]: uz.upload.notImage });
  }
}
