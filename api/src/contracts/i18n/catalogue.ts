// Typed catalogues live in `@qabul/i18n` (the bot shares them); re-exported for the api's own imports.
export { atPath, type Catalogues, leafPaths, type Translation } from '@qabul/i18n';
