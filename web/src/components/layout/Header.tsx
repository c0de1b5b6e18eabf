import { lazy, Suspense, useEffect } from 'react';
import { common, nav } from '../../config/messages.ts';
import { paths } from '../../config/routes.ts';
import { useUser } from '../../lib/auth.ts';
import { loadChunk } from '../../lib/chunk-reload.ts';
import { useNavigation } from '../../lib/navigation.tsx';
import { LanguageSwitcher } from '../LanguageSwitcher.tsx';

// Only a signed-in provider has a profile language: visitors of the public page never load this.
const profileLanguage = () => import('../../lib/i18n/profile-language.ts');
const SignedInNav = lazy(() => loadChunk(() => import('./SignedInNav.tsx')).then((m) => ({ default: m.SignedInNav })));

export function Header() {
  const user = useUser();
  const { Link } = useNavigation();

  const signedIn = user.data;
  useEffect(() => {
    if (signedIn) void profileLanguage().then((m) => m.adoptProfileLanguage(signedIn));
  }, [signedIn]);
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
        <LanguageSwitcher
          onChosen={signedIn ? (language) => void profileLanguage().then((m) => m.saveProfileLanguage(signedIn, language)) : undefined}
        />
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
