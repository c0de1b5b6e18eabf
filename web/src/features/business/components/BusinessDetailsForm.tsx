import { BUSINESS_LIMITS } from '@qabul/api/schemas';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { businessPage as t } from '../../../config/messages.ts';
import { categoryOptions } from '../../../lib/business-category.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import type { Business } from '../../../lib/types.ts';
import { useSaveBusiness } from '../api/save-business.ts';
import { businessForm, businessFormValues } from '../model/business-form.ts';
import { LocationFields } from './LocationFields.tsx';
import styles from './business.module.css';

/**
 * The business's words: name, category and description; address, landmark and place on the map; phone, Telegram
 * and Instagram. One save for all (the pictures save as they upload). Used by the "Biznes" page and the setup's
 * first step, which names its own button and moves on once saved.
 */
export function BusinessDetailsForm({
  business,
  submitLabel = t.save,
  onSaved,
  extraActions,
  compact,
  pictures,
}: {
  business: Business;
  submitLabel?: string;
  onSaved?: (business: Business) => void;
  extraActions?: ReactNode;
  /** The setup's short form: name, category, address with landmark, phone (the rest waits for the "Biznes" page). */
  compact?: boolean;
  /** The pictures' card, shown before the buttons (they save on their own). */
  pictures?: ReactNode;
}) {
  const save = useSaveBusiness();
  const form = useSchemaForm(businessForm, businessFormValues(business));
  const { field, values } = form;

  return (
    <form
      className="stack-lg"
      noValidate
      aria-label={t.title}
      onSubmit={form.handleSubmit((body) =>
        save.mutate(body, {
          onSuccess: (saved) => {
            form.reset(businessFormValues(saved));
            toastSuccess(t.saved);
            onSaved?.(saved);
          },
          onError: form.onSubmitError(t.saveError),
        }),
      )}
    >
      <section className="card stack" aria-labelledby="business-main">
        <h2 id="business-main" className="card-title">
          {t.sections.main}
        </h2>
        <TextField
          label={t.businessName}
          hint={t.businessNameHint}
          autoComplete="organization"
          maxLength={BUSINESS_LIMITS.nameMax}
          {...field('businessName')}
        />
        <SelectField label={t.category} placeholder={t.categoryPlaceholder} options={categoryOptions()} {...field('category')} />
        {!compact && (
          <TextAreaField
            label={t.description}
            optional
            rows={4}
            maxLength={BUSINESS_LIMITS.descriptionMax}
            hint={t.descriptionCount({ count: values.description.length, max: BUSINESS_LIMITS.descriptionMax })}
            {...field('description')}
          />
        )}
      </section>

      <section className="card stack" aria-labelledby="business-place">
        <h2 id="business-place" className="card-title">
          {t.sections.place}
        </h2>
        <TextField label={t.address} hint={t.addressHint} autoComplete="street-address" {...field('address')} />
        <TextField label={t.landmark} hint={t.landmarkHint} optional {...field('landmark')} />
        {!compact && (
          <LocationFields
            lat={field('lat')}
            lng={field('lng')}
            address={values.address}
            onPoint={(point) => form.patch({ lat: point ? String(point.lat) : '', lng: point ? String(point.lng) : '' })}
          />
        )}
      </section>

      <section className="card stack" aria-labelledby="business-contacts">
        <h2 id="business-contacts" className="card-title">
          {t.sections.contacts}
        </h2>
        <TextField label={t.phone} hint={t.phoneHint} type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
        {!compact && (
          <div className="grid-2">
            <TextField label={t.telegram} hint={t.usernameHint} optional autoCapitalize="off" spellCheck={false} {...field('telegram')} />
            <TextField label={t.instagram} hint={t.usernameHint} optional autoCapitalize="off" spellCheck={false} {...field('instagram')} />
          </div>
        )}
      </section>

      {pictures}

      <div className={styles.actions}>
        {extraActions}
        <Button type="submit" size="lg" loading={save.isPending}>
          {save.isPending ? t.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}
