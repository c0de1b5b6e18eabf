import { PageHeader } from '../../../components/ui/Misc.tsx';
import { planAdmin as t } from '../../../config/messages.ts';
import { AdminPanelLayout } from './AdminPanelLayout.tsx';
import { PlansManager } from './PlansManager.tsx';

/** /admin/subscription-plans: plan cards with create, edit and delete. */
export function SubscriptionPlansPage() {
  return (
    <AdminPanelLayout>
      <PageHeader title={t.title} />
      <PlansManager />
    </AdminPanelLayout>
  );
}
