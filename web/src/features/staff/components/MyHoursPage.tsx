import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { completeWeek } from '../../../components/availability/availability.ts';
import { AvailabilityEditor } from '../../../components/availability/AvailabilityEditor.tsx';
import { TelegramConnectCard } from '../../../components/TelegramConnectCard.tsx';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { EmptyState, PageHeader, Spinner } from '../../../components/ui/Misc.tsx';
import { common, myHours as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { call } from '../../../lib/api-client.ts';
import { isInvitedMaster, myMasterQuery, useMyMaster } from '../../../lib/api/my-master.ts';
import { useBotUsername } from '../../../lib/app-config.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import type { WeeklyAvailability } from '../../../lib/types.ts';
import { useMasterTelegramLink } from '../api/master-telegram.ts';

/**
 * /user/my-hours: a master sets their own weekly hours (PUT /api/staff/me/hours) with the services' editor, and links
 * their own Telegram chat for the notices of their bookings. The owner is a master of their business too, so it is
 * theirs as well; an account that is nobody's master is sent to the team page instead of waiting forever.
 */
export function MyHoursPage() {
  const master = useMyMaster();
  const queryClient = useQueryClient();
  const telegram = useMasterTelegramLink();
  // A deployment without a bot has nothing to link to.
  const bot = useBotUsername();
  // The master's saved week until they change it here.
  const [edited, setWeek] = useState<WeeklyAvailability | null>(null);
  const week = edited ?? ((master.data?.availability as WeeklyAvailability | undefined) || null);
  const save = useMutation({
    mutationFn: (availability: WeeklyAvailability) => call('PUT /api/staff/me/hours', { body: { availability } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myMasterQuery.queryKey }),
  });

  return (
    <div className="container stack">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {master.isPending ? (
        <Spinner label={common.loading} />
      ) : master.isError || !master.data || !week ? (
        <div className="card">
          <EmptyState
            title={master.isError ? t.loadError : t.notMaster}
            action={master.isError ? undefined : <ButtonLink to={paths.team}>{t.toTeam}</ButtonLink>}
          />
        </div>
      ) : (
        <div className="card stack">
          <AvailabilityEditor value={week} onChange={setWeek} />
          <div className="dialog-actions">
            <Button
              loading={save.isPending}
              onClick={() =>
                save.mutate(completeWeek(week), {
                  onSuccess: () => toastSuccess(t.saved),
                  onError: (error) => toastError(error, t.failed),
                })
              }
            >
              {save.isPending ? common.saving : common.save}
            </Button>
          </div>
        </div>
      )}
      {/* The owner links their Telegram on the profile page (the account's); this is an invited master's own. */}
      {master.data && isInvitedMaster(master.data) && (bot || master.data.telegramLinked) && (
        <TelegramConnectCard
          linked={master.data.telegramLinked}
          text={t.telegram}
          pending={telegram.isPending}
          onConnect={() =>
            telegram.mutate(undefined, {
              onSuccess: ({ link }) => window.open(link, '_blank', 'noopener'),
              onError: (error) => toastError(error, t.telegramError),
            })
          }
        />
      )}
    </div>
  );
}
