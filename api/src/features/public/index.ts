// What the public feature offers the other features: they import it from here, never from its files.
export { findProvider, publicServices } from './public.service.ts';
