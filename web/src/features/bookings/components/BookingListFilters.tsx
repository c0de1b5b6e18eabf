import { DateField } from '../../../components/DateField.tsx';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { bookingsPage as t } from '../../../config/messages.ts';
import type { Master } from '../../../lib/types.ts';
import { type ListFilter, PERIODS } from './list-filter.ts';
import styles from './bookings.module.css';

/** Search, period (with its dates when chosen) and master: the list follows each change, and the address keeps it. */
export function BookingListFilters({
  filter,
  today,
  masters,
  onChange,
}: {
  filter: ListFilter;
  today: string;
  /** Every master of the business (a past booking may be an inactive one's); none for a master's own list. */
  masters: readonly Master[];
  onChange: (changes: Partial<ListFilter>) => void;
}) {
  return (
    <div className={`card ${styles.listFilters}`} role="search">
      <TextField
        label={t.search}
        type="search"
        placeholder={t.searchPlaceholder}
        value={filter.search}
        onChange={(search) => onChange({ search })}
        maxLength={100}
      />
      <SelectField
        label={t.period}
        value={filter.period}
        onChange={(period) => onChange({ period: period as ListFilter['period'] })}
        options={PERIODS.map((key) => ({ value: key, label: t.periods[key] }))}
      />
      {masters.length > 1 && (
        <SelectField
          label={t.masterFilter}
          value={filter.staffId}
          onChange={(staffId) => onChange({ staffId })}
          options={[{ value: '', label: t.allMasters }, ...masters.map((m) => ({ value: m.id, label: m.name }))]}
        />
      )}
      {filter.period === 'range' && (
        <div className={`grid-2 ${styles.rangeFields}`}>
          <DateField
            label={t.from}
            today={today}
            value={filter.from}
            max={filter.to || undefined}
            onChange={(from) => onChange({ from })}
          />
          <DateField label={t.to} today={today} value={filter.to} min={filter.from || undefined} onChange={(to) => onChange({ to })} />
        </div>
      )}
    </div>
  );
}
