import { lazy, Suspense } from 'react';
import { common, nav } from '../../config/messages.ts';
import { paths } from '../../config/routes.ts';
import { useUser } from '../../lib/auth.ts';
import { loadChunk } from '../../lib/chunk-reload.ts';
import { useNavigation } from '../../lib/navigation.tsx';

const SignedInNav = lazy(() => loadChunk(() => import('./SignedInNav.tsx')).then((m) => ({ default: m.SignedInNav })));

export function Header() {
  const user = useUser();
  const { Link } = useNavigation();

  const signedIn = user.data;
  return (
    <header className="header">
      <div className="header-bar">
        {/* Named by its visible text plus a hidden rest ("Qabul bosh sahifasi"), so voice control finds it by "Qabul". */}
        <Link to={paths.home} className="brand">
          <span className="brand-mark" aria-hidden="true">
            Q
          </span>
          <span>{common.appName}</span>
          <span className="sr-only">{` ${nav.homeLinkRest}`}</span>
        </Link>
        <div className="header-spacer" />
        {signedIn ? (
          <Suspense fallback={<span className="skeleton" style={{ width: 88, height: 36 }} />}>
            <SignedInNav signedIn={signedIn} />
          </Suspense>
        ) : user.isPending ? (
          <span className="skeleton" style={{ width: 88, height: 36 }} />
        ) : (
          <Link to={paths.auth} className="btn btn-primary btn-sm">
            {nav.login}
          </Link>
        )}
      </div>
    </header>
  );
}
