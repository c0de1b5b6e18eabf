import type { AppContext } from './context.ts';
import { chosenEncoding, compressOnce } from '../middleware/compress.ts';

/** A JSON answer many requests receive as it is (kept in the provider cache): encoded and compressed once, on itself. */
export interface SharedAnswer {
  json: string;
  utf8?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Sends a shared answer in the encoding the reader accepts, compressing it the first time that encoding is asked. */
export function sendShared(ctx: AppContext, answer: SharedAnswer): void {
  answer.utf8 ??= Buffer.from(answer.json);
  ctx.type = 'application/json';
  ctx.set('Vary', 'Accept-Encoding');
  const encoding = chosenEncoding(ctx.get('accept-encoding'), answer.utf8.length);
  if (encoding === 'identity') {
    ctx.body = answer.utf8;
    return;
  }
  // Set before the body, so the compression middleware leaves it as it is.
  ctx.set('Content-Encoding', encoding);
  ctx.body = answer[encoding] ??= compressOnce(answer.json, encoding);
}
