import { adminUsers as t, common } from '../../config/messages.ts';
import { describeDeletePreview } from '../../lib/admin/delete-preview.ts';
import { displayName } from '../../lib/auth.ts';
import type { AdminUser } from '../../lib/admin/types.ts';
import { type UsersApiRoot, useDeletePreview, useDeleteUser } from '../../lib/admin/users-api.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { Notice } from '../ui/Misc.tsx';

/** "Delete Aziz Karimov? With them: 3 xizmat, 12 uchrashuv." — the server's own count, asked as the dialog opens. */
export function DeleteUserDialog({ root, user, onClose }: { root: UsersApiRoot; user: AdminUser; onClose: () => void }) {
  const preview = useDeletePreview(root, user.id);
  const remove = useDeleteUser(root);
  const what = preview.data ? describeDeletePreview(preview.data) : '';
  const confirm = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        toastSuccess(t.deleted);
        onClose();
      },
      onError: (error) => toastError(error, t.errors.remove),
    });

  return (
    <Dialog
      title={t.deleteDialog.title}
      description={t.deleteDialog.text({ name: displayName(user) })}
      onClose={onClose}
      size="sm"
      closeDisabled={remove.isPending}
    >
      <div className="form-stack" aria-live="polite">
        {preview.isPending ? (
          <p className="muted" role="status">
            {t.deleteDialog.previewLoading}
          </p>
        ) : preview.isError ? (
          <Notice tone="warning">{t.deleteDialog.previewError}</Notice>
        ) : (
          <Notice tone="danger">
            <p>{what ? t.deleteDialog.willRemove({ what }) : t.deleteDialog.nothingElse}</p>
            {preview.data.upcomingBookings > 0 && <p>{t.deleteDialog.upcomingNotice({ n: preview.data.upcomingBookings })}</p>}
          </Notice>
        )}
      </div>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {common.cancel}
        </Button>
        <Button variant="danger" onClick={confirm} loading={remove.isPending} disabled={preview.isPending}>
          {remove.isPending ? common.deleting : t.deleteDialog.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
