// Server-side ICU formatting (Lingui) lives in `@qabul/i18n/format`, shared with the bot; kept out of index.ts so
// browser bundles never pull it in.
export { formatMessage, type MessageValues } from '@qabul/i18n/format';
