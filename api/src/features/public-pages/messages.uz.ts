/** What a provider's public page says about itself in its <head> (link previews, search engines). */
export const publicPageHead = {
  title: '{name} — onlayn yozilish | Qabul',
  description: "{name}: {offer}. Qabul orqali bo'sh vaqtni tanlang va onlayn yoziling.",
  descriptionNoServices: '{name} — Qabul orqali onlayn yozilish.',
} as const;
