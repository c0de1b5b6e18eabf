/** Every translated area: the public page's texts and the signed-in app's (loaded when the app opens). */
export * from './public.ts';
export * from './public-steps.ts';
export * from './business-about.ts';
export * from './app.ts';
