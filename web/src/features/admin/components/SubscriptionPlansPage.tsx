import { tableStyles } from '../../../components/admin/Table.tsx';
import { PageHeader } from '../../../components/ui/Misc.tsx';
import { planAdmin as t } from '../../../config/messages.ts';
import { PlansManager } from './PlansManager.tsx';

/** /admin/subscription-plans: plan cards with create, edit and delete. */
export function SubscriptionPlansPage() {
  return (
    <div className={`container ${tableStyles.wide}`}>
      <PageHeader title={t.title} />
      <PlansManager />
    </div>
  );
}
