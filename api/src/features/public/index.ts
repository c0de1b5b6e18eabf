// What the public feature offers the other features: they import it from here, never from its files.
export { findProvider } from './public.service.ts';
