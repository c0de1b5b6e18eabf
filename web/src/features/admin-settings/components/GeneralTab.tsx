import { Button } from '../../../components/ui/Button.tsx';
import { Switch } from '../../../components/ui/Switch.tsx';
import { adminSettings as t } from '../../../config/messages.ts';
import { toastSuccess } from '../../../lib/toast.ts';

/**
 * Auto-confirm and notifications are not built (spec.md section 2): the switches are shown off and
 * disabled with the note that says so, and saving only confirms.
 */
export function GeneralTab() {
  return (
    <div className="card stack">
      <Switch label={t.autoConfirm} checked={false} onChange={() => undefined} hint={t.unavailableFeature} disabled />
      <Switch label={t.notifications} checked={false} onChange={() => undefined} hint={t.unavailableFeature} disabled />
      <div>
        <Button onClick={() => toastSuccess(t.saved)}>{t.save}</Button>
      </div>
    </div>
  );
}
