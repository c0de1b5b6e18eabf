import { type FormEvent, useState } from 'react';
import { adminUsers as t, common, roles } from '../../config/messages.ts';
import { displayName } from '../../lib/auth.ts';
import type { AdminUser } from '../../lib/admin/types.ts';
import { type UsersApiRoot, useChangeRole } from '../../lib/admin/users-api.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import type { Role } from '../../lib/types.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { SelectField } from '../ui/Field.tsx';

/** Read on each render: the labels follow the reader's language. */
const roleOptions = () => (Object.keys(roles) as Role[]).map((role) => ({ value: role, label: roles[role] }));

/** PUT {root}/users/{id}/role with a chosen role. */
export function RoleDialog({ root, user, onClose }: { root: UsersApiRoot; user: AdminUser; onClose: () => void }) {
  const [role, setRole] = useState<Role>(user.role);
  const change = useChangeRole(root);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => {
          toastSuccess(t.roleUpdated);
          onClose();
        },
        onError: (error) => toastError(error, t.errors.role),
      },
    );
  };
  return (
    <Dialog
      title={t.roleDialog.title}
      description={t.roleDialog.text({ name: displayName(user) })}
      onClose={onClose}
      size="sm"
      closeDisabled={change.isPending}
    >
      <form className="form-stack" onSubmit={submit}>
        <SelectField label={t.roleDialog.role} value={role} onChange={(value) => setRole(value as Role)} options={roleOptions()} />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {common.cancel}
          </Button>
          <Button type="submit" loading={change.isPending} disabled={role === user.role}>
            {t.roleDialog.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
