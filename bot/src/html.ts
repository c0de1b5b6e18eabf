/**
 * Escapes text for HTML: server-rendered pages, e-mails and Telegram's HTML parse mode alike. Every attribute
 * we write is double-quoted, so the apostrophe (common in Uzbek names: O'tkir) stays as it is.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (char) => HTML_ENTITIES[char as keyof typeof HTML_ENTITIES]);
}

const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' } as const;

/**
 * JSON inside a `<script>` element (schema.org JSON-LD in a server-rendered head): `<`, `>` and `&` become JSON
 * escapes, so no name can close the element or open a comment; U+2028/2029 too, for older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
