import { ServiceInput } from '@qabul/api/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PageLoading } from '../../../../components/PageLoading.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../../../components/ui/Field.tsx';
import { common, setup as t } from '../../../../config/messages.ts';
import { call } from '../../../../lib/api-client.ts';
import { servicesQuery, useServices } from '../../../../lib/api/services.ts';
import { teamQuery } from '../../../../lib/api/team.ts';
import { type Parser, useSchemaForm } from '../../../../lib/form.ts';
import { toastSuccess } from '../../../../lib/toast.ts';
import type { Master } from '../../../../lib/types.ts';
import { StepButtons } from './StepButtons.tsx';

const DURATIONS = [30, 45, 60, 90, 120];

/** The step's four fields; everything else of a service keeps its default (editable on "Xizmatlar" later). */
const firstService: Parser<ServiceInput> = {
  safeParse: (value) => {
    const values = value as { name: string; description: string; price: string; duration: string };
    return ServiceInput.safeParse({ ...values, duration: Number(values.duration) });
  },
};

/**
 * POST /api/services, then PUT /api/service-availability/{id} with the owner's hours of the step before (a service
 * is bookable only inside its own hours); without hours the service waits for them (the first-steps card says so).
 */
function useAddFirstService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceInput) => {
      const service = await call('POST /api/services', { body: input });
      const team = await queryClient.fetchQuery(teamQuery).catch(() => [] as Master[]);
      const hours = team.find((master) => master.isOwner)?.availability ?? {};
      if (Object.values(hours).some((times) => (times?.length ?? 0) > 0)) {
        await call('PUT /api/service-availability/:serviceId', { params: { serviceId: service.id }, body: { availability: hours } });
      }
      return service;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['service-availability'] });
    },
  });
}

/** Step 3: the first service clients book (name, a line about it, price, length). */
export function ServiceStep({ onNext, onBack }: { onNext: () => void; onBack?: () => void }) {
  const services = useServices();
  const add = useAddFirstService();
  const form = useSchemaForm(firstService, { name: '', description: '', price: '', duration: '60' });
  const { field } = form;
  const first = services.data?.[0];

  if (services.isPending) return <PageLoading />;
  if (first) {
    return (
      <div className="card stack">
        <p>{t.serviceDone({ name: first.name })}</p>
        <StepButtons onBack={onBack}>
          <Button onClick={onNext}>{t.next}</Button>
        </StepButtons>
      </div>
    );
  }
  return (
    <form
      className="card stack"
      noValidate
      onSubmit={form.handleSubmit((input) =>
        add.mutate(input, {
          onSuccess: () => {
            toastSuccess(t.serviceSaved);
            onNext();
          },
          onError: form.onSubmitError(t.serviceError),
        }),
      )}
    >
      <p className="muted">{t.serviceIntro}</p>
      <TextField label={t.serviceName} placeholder={t.serviceNameExample} {...field('name')} />
      <TextField label={t.serviceDescription} {...field('description')} />
      <div className="grid-2">
        <TextField label={t.price} placeholder={t.priceExample} {...field('price')} />
        <SelectField
          label={t.duration}
          options={DURATIONS.map((n) => ({ value: String(n), label: common.minutes({ n }) }))}
          {...field('duration')}
        />
      </div>
      <StepButtons onBack={onBack} onSkip={onNext}>
        <Button type="submit" loading={add.isPending}>
          {t.next}
        </Button>
      </StepButtons>
    </form>
  );
}
