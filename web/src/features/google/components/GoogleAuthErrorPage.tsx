import { ButtonAnchor, ButtonLink } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Misc.tsx';
import { googleAuthError as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { isDevelopmentHost } from '../../../lib/dev-host.ts';

/** /google-auth-error?error=<code>: where every failed Google sign-in or connect lands. */
export function GoogleAuthErrorPage() {
  const code = new URLSearchParams(window.location.search).get('error') ?? '';
  const reason = Object.hasOwn(t.reasons, code) ? t.reasons[code as keyof typeof t.reasons] : null;
  const development = isDevelopmentHost(window.location.hostname);
  const callback = `${window.location.origin}/api/auth/google/callback`;
  return (
    <div className="container container-narrow">
      <h1 className="page-title">{t.title}</h1>
      <div className="card stack" style={{ marginTop: 24 }}>
        {reason && <Notice tone="danger">{reason}</Notice>}
        {development ? (
          <>
            <h2 className="card-title">{t.devTitle}</h2>
            <p className="muted">{t.devText}</p>
            <code data-testid="google-callback" style={{ display: 'block', overflowWrap: 'anywhere' }}>
              {callback}
            </code>
            <ol className="stack">
              {t.devSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        ) : (
          <>
            <h2 className="card-title">{t.causesTitle}</h2>
            <ul className="stack">
              {t.causes.map((cause) => (
                <li key={cause}>{cause}</li>
              ))}
            </ul>
          </>
        )}
        <div className="row">
          <ButtonLink to={paths.profile} variant="secondary">
            {t.backToProfile}
          </ButtonLink>
          <ButtonAnchor href={paths.googleAuth}>{t.retry}</ButtonAnchor>
        </div>
      </div>
    </div>
  );
}
