import { useCallback, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ButtonAnchor } from '../../../components/ui/Button.tsx';
import { Tabs, useTabIds } from '../../../components/ui/Tabs.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { auth as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { useGoogleEnabled } from '../../../lib/app-config.ts';
import { useUser } from '../../../lib/auth.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { TelegramSignIn } from './TelegramSignIn.tsx';
import styles from './auth.module.css';

type Tab = 'login' | 'register';

/**
 * /auth: Kirish and Ro'yxatdan o'tish tabs (`?tab=register` opens the second: the landing's "Bepul boshlash"),
 * Telegram's sign-in above both forms; a signed-in visitor goes to /.
 */
export function AuthPage() {
  const user = useUser();
  const google = useGoogleEnabled();
  const [search] = useSearchParams();
  // The link chooses the first tab; switching tabs is the page's own state (the address stays as it came).
  const [tab, setTab] = useState<Tab>(() => (search.get('tab') === 'register' ? 'register' : 'login'));
  const ids = useTabIds();
  // Set while a form is finishing so the signed-in redirect below does not race its own navigation.
  const [finishing, setFinishing] = useState(false);
  const finish = useCallback(() => setFinishing(true), []);

  if (user.isPending) return <PageLoading />;
  if (user.data && !finishing) return <Navigate to={paths.home} replace />;

  return (
    <div className={styles.wrap}>
      <div className={styles.card}>
        <div className={styles.head}>
          <span className="brand-mark" aria-hidden="true">
            Q
          </span>
          <h1 className={styles.title}>{t.title}</h1>
          <p className="muted">{t.subtitle}</p>
        </div>
        <Tabs
          label={t.title}
          ids={ids}
          value={tab}
          onChange={setTab}
          items={[
            { id: 'login', label: t.tabLogin },
            { id: 'register', label: t.tabRegister },
          ]}
        />
        <div role="tabpanel" id={ids.panel(tab)} aria-labelledby={ids.tab(tab)} className={`${styles.panel} stack`}>
          <TelegramSignIn label={tab === 'login' ? t.withTelegram : t.registerWithTelegram} onFinishing={finish} />
          {tab === 'login' ? <LoginForm onFinishing={finish} /> : <RegisterForm onFinishing={finish} />}
        </div>
        {google && (
          <div className={styles.panel}>
            <p className="muted" style={{ textAlign: 'center', margin: '0 0 12px' }}>
              {t.or}
            </p>
            <ButtonAnchor href={paths.googleAuth} variant="secondary" block>
              {t.withGoogle}
            </ButtonAnchor>
          </div>
        )}
      </div>
    </div>
  );
}
