/** Every translated area: the public page's texts and the signed-in app's. */
export * from './public.ts';
export * from './app.ts';
