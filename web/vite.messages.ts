import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Plugin, parseSync } from 'vite';

/**
 * Message catalogues: every area's Uzbek data and its translations (web/src/config/messages/**), and the server's
 * translations a language chunk carries for the shared schemas' messages (the Uzbek stays as the schemas write it).
 */
const CATALOGUE = /[\\/]src[\\/]config[\\/]messages[\\/].+\.ts$|[\\/]api[\\/]src[\\/]contracts[\\/](messages|words)\.(ru|uz-cyrl)\.ts$/;

type Node = { type?: string; value?: unknown; start: number; end: number };

/**
 * Compiles the catalogues' ICU messages at build time: each string with a placeholder becomes Lingui's compiled
 * tokens, so the browser formats without the ICU parser (lib/i18n/localized.ts reads both forms; uncompiled
 * strings only exist in unit tests, where Lingui compiles on first use).
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'qabul:compile-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id) || !code.includes('{')) return null;
      const messages: Node[] = [];
      walk(parseSync(id, code).program, (node) => {
        if (node.type === 'Literal' && typeof node.value === 'string' && node.value.includes('{')) messages.push(node);
      });
      if (messages.length === 0) return null;
      let out = code;
      for (const node of messages.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, node.start)}${JSON.stringify(compileMessage(node.value as string))}${out.slice(node.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  if ('type' in node) visit(node as Node);
  for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
}
