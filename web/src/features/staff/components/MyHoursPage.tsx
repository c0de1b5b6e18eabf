import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { completeWeek } from '../../../components/availability/availability.ts';
import { AvailabilityEditor } from '../../../components/availability/AvailabilityEditor.tsx';
import { TelegramConnectCard } from '../../../components/TelegramConnectCard.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PageHeader, Spinner } from '../../../components/ui/Misc.tsx';
import { common, myHours as t } from '../../../config/messages.ts';
import { call } from '../../../lib/api-client.ts';
import { myMasterQuery, useMyMaster } from '../../../lib/api/my-master.ts';
import { useBotUsername } from '../../../lib/app-config.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import type { WeeklyAvailability } from '../../../lib/types.ts';
import { useMasterTelegramLink } from '../api/master-telegram.ts';

/**
 * /user/my-hours: a master sets their own weekly hours (PUT /api/staff/me/hours) with the services' editor, and links
 * their own Telegram chat for the notices of their bookings.
 */
export function MyHoursPage() {
  const master = useMyMaster();
  const queryClient = useQueryClient();
  const telegram = useMasterTelegramLink();
  // A deployment without a bot has nothing to link to.
  const bot = useBotUsername();
  const [week, setWeek] = useState<WeeklyAvailability | null>(null);
  useEffect(() => {
    if (week === null && master.data) setWeek(master.data.availability as WeeklyAvailability);
  }, [week, master.data]);
  const save = useMutation({
    mutationFn: (availability: WeeklyAvailability) => call('PUT /api/staff/me/hours', { body: { availability } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myMasterQuery.queryKey }),
  });

  return (
    <div className="container stack">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {week === null ? (
        <Spinner label={common.loading} />
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
      {master.data && (bot || master.data.telegramLinked) && (
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
