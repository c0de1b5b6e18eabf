import { LANGUAGE_COOKIE, type Language, negotiateLanguage } from '../../contracts/i18n/languages.ts';
import type { AppContext } from '../context.ts';

/**
 * The language of this request's reader for API messages: the `lang` cookie, else `Accept-Language`
 * (DECISIONS.md), Uzbek Latin otherwise. A `?lang=` on the request wins, as on the server-rendered pages.
 */
export function requestLanguage(ctx: AppContext): Language {
  if (ctx.state.language) return ctx.state.language;
  const explicit = typeof ctx.query.lang === 'string' ? ctx.query.lang : null;
  const language = negotiateLanguage({
    explicit,
    cookie: ctx.cookies.get(LANGUAGE_COOKIE) ?? null,
    acceptLanguage: ctx.get('accept-language') || null,
  });
  ctx.state.language = language;
  return language;
}
