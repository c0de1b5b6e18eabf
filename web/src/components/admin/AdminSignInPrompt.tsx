import { adminBookings as t } from '../../config/messages.ts';
import { paths } from '../../config/routes.ts';
import { ButtonAnchor } from '../ui/Button.tsx';
import { EmptyState } from '../ui/Misc.tsx';

/** What the admin pages show to someone not signed in: a way to sign in (/api/login, a full page load). */
export function AdminSignInPrompt() {
  return (
    <div className="container container-narrow">
      <div className="card">
        <EmptyState title={t.signInTitle} text={t.signInText} action={<ButtonAnchor href={paths.apiLogin}>{t.signIn}</ButtonAnchor>} />
      </div>
    </div>
  );
}
