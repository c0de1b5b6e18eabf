import { WEEKDAYS } from '@qabul/api/schemas';
import { useState } from 'react';
import { SelectField } from '../ui/Field.tsx';
import { appConfig } from '../../config/index.ts';
import { servicesPage } from '../../config/messages.ts';
import { cx } from '../../lib/cx.ts';
import { timeRange, weekdayNames } from '../../lib/dates.ts';
import type { WeeklyAvailability } from '../../lib/types.ts';
import { describeWindows, fillEveryDay, gridTimes, toggleBlock } from './availability.ts';
import styles from './availability.module.css';

const t = servicesPage.week;
const RANGE_TIMES = timeRange('06:00', '23:30', 30).map((time) => ({ value: time, label: time }));

/** Weekly hours as half-hour blocks per weekday, with presets and a range helper (services and masters alike). */
export function AvailabilityEditor({ value, onChange }: { value: WeeklyAvailability; onChange: (week: WeeklyAvailability) => void }) {
  const [from, setFrom] = useState('09:00');
  const [to, setTo] = useState('18:00');
  const times = gridTimes(value);

  return (
    <div className="stack">
      <p className="muted">{t.hint}</p>
      <fieldset className={styles.fieldset}>
        <legend className="field-label">{t.presets}</legend>
        <div className="row">
          {appConfig.availabilityPresets.map((preset) => {
            const range = `${preset.from}–${preset.to}`;
            return (
              <button
                key={range}
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => onChange(fillEveryDay(preset.from, preset.to))}
              >
                {t.presetApply({ range })}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className="field-label">{t.range}</legend>
        <div className={styles.rangeRow}>
          <SelectField label={t.from} value={from} onChange={setFrom} options={RANGE_TIMES} />
          <SelectField label={t.to} value={to} onChange={setTo} options={RANGE_TIMES} />
          <button type="button" className="btn btn-secondary" onClick={() => onChange(fillEveryDay(from, to))} disabled={to <= from}>
            {t.applyRange}
          </button>
        </div>
      </fieldset>
      <div className={styles.days}>
        {WEEKDAYS.map((day, index) => {
          const selected = value[day] ?? [];
          const label = weekdayNames('long')[index]!;
          return (
            <details key={day} className={styles.day} open={index === 0}>
              <summary className={styles.daySummary}>
                <span className={styles.dayName}>{label}</span>
                <span className={styles.dayWindows}>{selected.length ? describeWindows(selected) : '—'}</span>
              </summary>
              <div className={styles.dayBody} role="group" aria-label={t.dayGroup({ day: label })}>
                <div className={styles.blocks}>
                  {times.map((time) => (
                    <button
                      key={time}
                      type="button"
                      className={cx(styles.block, selected.includes(time) && styles.blockOn)}
                      aria-pressed={selected.includes(time)}
                      onClick={() => onChange(toggleBlock(value, day, time))}
                    >
                      {time}
                    </button>
                  ))}
                </div>
                <div className="row">
                  <span className="muted">{t.selectedCount({ n: selected.length })}</span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => onChange({ ...value, [day]: [] })}
                    disabled={!selected.length}
                  >
                    {t.clearDay}
                  </button>
                </div>
              </div>
            </details>
          );
        })}
      </div>
      <div>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange({})}>
          {t.clearAll}
        </button>
      </div>
    </div>
  );
}
