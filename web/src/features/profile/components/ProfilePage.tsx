import { useState } from 'react';
import { ButtonAnchor } from '../../../components/ui/Button.tsx';
import { EmptyState, PageHeader } from '../../../components/ui/Misc.tsx';
import { Tabs, useTabIds } from '../../../components/ui/Tabs.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { profilePage as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { useUser } from '../../../lib/auth.ts';
import { AccountTab } from './AccountTab.tsx';
import { SecurityTab } from './SecurityTab.tsx';
import { SharingTab } from './SharingTab.tsx';
import { SubscriptionTab } from './SubscriptionTab.tsx';

type Tab = keyof typeof t.tabs;
/** Read at render: the tab names follow the active language. */
const tabItems = () => (Object.keys(t.tabs) as Tab[]).map((id) => ({ id, label: t.tabs[id] }));

/** /user/profile ('Mening profilim'): account, subscription, sharing links, security. */
export function ProfilePage() {
  const user = useUser();
  // Back from Google (?google=connected) the Google part is where the provider left off.
  // Back from Telegram's page (?tab=security) too: the sign-in ways are on the security tab.
  const [tab, setTab] = useState<Tab>(() => {
    const search = new URLSearchParams(window.location.search);
    return search.has('google') || search.get('tab') === 'security' ? 'security' : 'account';
  });
  const ids = useTabIds();

  if (user.isPending) return <PageLoading />;
  if (!user.data) {
    return (
      <div className="container container-narrow">
        <EmptyState title={t.notSignedIn} action={<ButtonAnchor href={paths.apiLogin}>{t.signIn}</ButtonAnchor>} />
      </div>
    );
  }
  return (
    <div className="container container-narrow">
      <PageHeader title={t.title} />
      <Tabs items={tabItems()} value={tab} onChange={setTab} label={t.title} ids={ids} />
      <div role="tabpanel" id={ids.panel(tab)} aria-labelledby={ids.tab(tab)} style={{ marginTop: 24 }}>
        {tab === 'account' && <AccountTab user={user.data} />}
        {tab === 'subscription' && <SubscriptionTab user={user.data} />}
        {tab === 'sharing' && <SharingTab user={user.data} />}
        {tab === 'security' && <SecurityTab user={user.data} />}
      </div>
    </div>
  );
}
