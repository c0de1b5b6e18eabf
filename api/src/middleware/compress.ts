import { constants } from 'node:zlib';
import compress from 'koa-compress';

/**
 * On-the-fly compression for what is not precompressed at build: API JSON and the SPA shell. Fast levels,
 * because this runs per request; bodies under 1 KB go as they are (the headers would eat the gain).
 * Built assets already carry `.br`/`.gz` siblings and are sent as they are (see static.ts).
 */
export function compressResponses() {
  return compress({
    threshold: 1024,
    gzip: { level: 4 },
    deflate: false,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
