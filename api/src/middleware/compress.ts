import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from 'koa-compress';
import Negotiator from 'negotiator';

/** Bodies under 1 KB go as they are (the headers would eat the gain). Fast levels: this runs per request. */
const THRESHOLD = 1024;
const GZIP_LEVEL = 4;
const BROTLI_QUALITY = 4;

/**
 * On-the-fly compression for what is not precompressed at build: API JSON and the SPA shell.
 * Built assets already carry `.br`/`.gz` siblings and are sent as they are (see static.ts).
 */
export function compressResponses() {
  return compress({
    threshold: THRESHOLD,
    gzip: { level: GZIP_LEVEL },
    deflate: false,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding `compressResponses` would choose for a body of `bytes` bytes (the same negotiation). */
export function chosenEncoding(acceptEncoding: string | undefined, bytes: number): Encoding {
  // No header: koa-compress's default is identity as well.
  if (bytes < THRESHOLD || !acceptEncoding) return 'identity';
  const header = acceptEncoding === '*' ? 'gzip' : acceptEncoding || 'identity';
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as Negotiator & {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  const choice = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] });
  return choice === 'br' || choice === 'gzip' ? choice : 'identity';
}

/** The same compression, done once for a body that is sent many times. */
export function compressOnce(body: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body, { level: GZIP_LEVEL });
}
