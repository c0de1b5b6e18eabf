/** Every area's translation, as one chunk per language (config/messages/translations.ts loads it). */
export {};
