import { type ComponentType, lazy } from 'react';
import { loadChunk } from '../lib/chunk-reload.ts';

/** React.lazy for a named export, so pages keep named exports (no default exports in features). */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy itself takes a component of any props; pages differ.
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => loadChunk(load).then((module) => ({ default: module[name] })));
}
