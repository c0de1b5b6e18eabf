// @koa/multer ships no types; this is the small part the upload route uses.
declare module '@koa/multer' {
  import type { Middleware } from 'koa';
  interface Options {
    storage?: unknown;
    limits?: { fileSize?: number; files?: number; fields?: number };
  }
  interface Instance {
    single(field: string): Middleware;
  }
  interface Multer {
    (options?: Options): Instance;
    memoryStorage(): unknown;
  }
  const multer: Multer;
  export default multer;
}
