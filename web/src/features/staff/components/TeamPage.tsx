import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { Badge, EmptyState, PageHeader, Skeleton } from '../../../components/ui/Misc.tsx';
import { common, nav, teamPage as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import type { Master } from '../../../lib/types.ts';
import { inputOf, useDeleteMaster, useInviteMaster, useSaveMaster, useTeam } from '../api/team.ts';
import { MasterDialog } from './MasterDialog.tsx';
import { MasterPhoto } from './MasterPhoto.tsx';
import styles from './team.module.css';

type Pending = { kind: 'delete' | 'deactivate' | 'invite'; master: Master };

function MasterCard({ master, onEdit, onAsk }: { master: Master; onEdit: () => void; onAsk: (kind: Pending['kind']) => void }) {
  return (
    <article className={`card ${styles.card}`} aria-label={master.name}>
      <MasterPhoto master={master} />
      <div>
        <h2 className={styles.name}>{master.name}</h2>
        {master.title && <p className="muted">{master.title}</p>}
        <div className={styles.badges}>
          {master.isOwner && <Badge tone="brand">{t.owner}</Badge>}
          {!master.isActive && <Badge tone="warning">{t.inactive}</Badge>}
          {master.accepted ? <Badge tone="success">{t.accepted}</Badge> : master.invitedAt && <Badge>{t.invited}</Badge>}
          <Badge>{t.servicesCount({ n: master.serviceIds.length })}</Badge>
        </div>
      </div>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={onEdit}>
          {t.edit}
        </Button>
        {/* The owner's own hours also have a page of their own, as every master's do. */}
        {master.isOwner && (
          <ButtonLink size="sm" variant="ghost" to={paths.myHours}>
            {nav.myHours}
          </ButtonLink>
        )}
        {!master.isOwner && master.email && !master.accepted && (
          <Button size="sm" variant="secondary" onClick={() => onAsk('invite')}>
            {t.invite}
          </Button>
        )}
        {!master.isOwner && master.isActive && (
          <Button size="sm" variant="ghost" onClick={() => onAsk('deactivate')}>
            {t.deactivate}
          </Button>
        )}
        {!master.isOwner && (
          <Button size="sm" variant="ghost" onClick={() => onAsk('delete')}>
            {t.remove}
          </Button>
        )}
      </div>
    </article>
  );
}

/** /user/team: the business's masters with add/edit (two steps), invite, deactivate and remove, each confirmed. */
export function TeamPage() {
  const team = useTeam();
  const [editing, setEditing] = useState<Master | 'new' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const remove = useDeleteMaster();
  const invite = useInviteMaster();
  const save = useSaveMaster();
  const busy = remove.isPending || invite.isPending || save.isPending;

  const confirm = () => {
    if (!pending) return;
    const done = (text: string) => () => {
      toastSuccess(text);
      setPending(null);
    };
    const { master } = pending;
    if (pending.kind === 'delete') remove.mutate(master.id, { onSuccess: done(t.deleted), onError: (e) => toastError(e, t.errors.remove) });
    else if (pending.kind === 'invite')
      invite.mutate(master.id, { onSuccess: done(t.inviteSent), onError: (e) => toastError(e, t.errors.invite) });
    else
      save.mutate(
        { id: master.id, input: { ...inputOf(master), isActive: false } },
        { onSuccess: done(t.saved), onError: (e) => toastError(e, t.errors.save) },
      );
  };

  const addButton = <Button onClick={() => setEditing('new')}>{`+ ${t.add}`}</Button>;
  const texts =
    pending &&
    {
      delete: { title: t.deleteTitle, text: t.deleteText({ name: pending.master.name }), label: common.delete },
      deactivate: { title: t.deactivateTitle, text: t.deactivateText({ name: pending.master.name }), label: t.deactivate },
      invite: {
        title: t.inviteTitle,
        text: t.inviteText({ name: pending.master.name, email: pending.master.email ?? '' }),
        label: t.invite,
      },
    }[pending.kind];

  return (
    <div className="container">
      <PageHeader title={t.title} subtitle={t.subtitle} action={addButton} />
      {team.isPending ? (
        <Skeleton />
      ) : team.isError ? (
        <p className="muted">{t.loadError}</p>
      ) : (
        <>
          <ul className={`grid-auto ${styles.list}`}>
            {team.data.map((master) => (
              <li key={master.id}>
                <MasterCard master={master} onEdit={() => setEditing(master)} onAsk={(kind) => setPending({ kind, master })} />
              </li>
            ))}
          </ul>
          {team.data.length === 1 && (
            <div className="card">
              <EmptyState title={t.empty} action={addButton} />
            </div>
          )}
        </>
      )}
      {editing && <MasterDialog master={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {pending && texts && (
        <ConfirmDialog
          title={texts.title}
          text={texts.text}
          confirmLabel={texts.label}
          busy={busy}
          onClose={() => setPending(null)}
          onConfirm={confirm}
        />
      )}
    </div>
  );
}
