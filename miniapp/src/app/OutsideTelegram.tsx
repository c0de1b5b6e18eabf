import { miniText as t } from '../config/messages/index.ts';
import { cleanStartParam } from '../lib/launch.ts';

/** A plain browser in production: say where this page works, and offer the web booking page instead. */
export function OutsideTelegram() {
  const provider = cleanStartParam(new URLSearchParams(window.location.search).get('tgWebAppStartParam'));
  return (
    <main className="outside" role="alert">
      <div className="outside-icon" aria-hidden="true">
        ✈
      </div>
      <h1>{t.outsideTitle}</h1>
      <p>{t.outsideText}</p>
      <a className="btn btn-primary" href={provider ? `/${provider}` : '/'}>
        {t.outsideLink}
      </a>
    </main>
  );
}
