/**
 * Escapes text for HTML: server-rendered pages, e-mails and Telegram's HTML parse mode alike. Every attribute
 * we write is double-quoted, so the apostrophe (common in Uzbek names: O'tkir) stays as it is.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (char) => HTML_ENTITIES[char as keyof typeof HTML_ENTITIES]);
}

const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' } as const;
