import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { EmptyState, PageHeader, Skeleton } from '../../../components/ui/Misc.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { SelectField } from '../../../components/ui/Field.tsx';
import { SlotPicker } from '../../../components/SlotPicker.tsx';
import { bookingsPage, calendarPage as t, dates } from '../../../config/messages.ts';
import { useTimeSlots } from '../../../lib/api/time-slots.ts';
import { useProviderTimezone } from '../../../lib/auth.ts';
import { cx } from '../../../lib/cx.ts';
import { addDays, formatDateLong, nowTimeIn, parseIsoDate, todayIn, weekdayIndex, weekdayNames } from '../../../lib/dates.ts';
import { useMyMaster } from '../../../lib/api/my-master.ts';
import { useTeam } from '../../../lib/api/team.ts';
import type { Booking } from '../../../lib/types.ts';
import { useWideScreen } from '../../../lib/use-wide-screen.ts';
import { useBookings } from '../api/get-bookings.ts';
import { BookingCard } from './BookingCard.tsx';
import { BookingFormDialog } from './BookingFormDialog.tsx';
import styles from './bookings.module.css';

// Only new providers see it; its own chunk keeps the calendar's code as it was for everyone else.
const FirstStepsCard = lazy(() => import('./FirstStepsCard.tsx').then((m) => ({ default: m.FirstStepsCard })));

/** `/` (signed in) and /user/calendar: a chosen day's free slots and bookings, and a create dialog. */
export function CalendarPage() {
  const timezone = useProviderTimezone();
  const today = todayIn(timezone);
  const [day, setDay] = useState(today);
  const [creating, setCreating] = useState<{ timeSlot?: string } | null>(null);
  // A master's own day: their bookings only (the server scopes them); creating is the owner's.
  const myMaster = useMyMaster();
  const isMaster = Boolean(myMaster.data);
  // A business of several masters: a column per master on a wide screen, a master filter on a phone.
  const team = (useTeam(myMaster.isSuccess && !isMaster).data ?? []).filter((m) => m.isActive);
  const byMaster = !isMaster && team.length > 1;
  const wide = useWideScreen();
  const [chosen, setChosen] = useState('');
  const staffId = byMaster && !wide && chosen ? chosen : null;
  const slots = useTimeSlots({ date: day, ...(staffId ? { staffId } : {}) });
  const bookings = useBookings({ from: day, to: day });
  const weekStart = addDays(day, -weekdayIndex(day));
  const week = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  // Today's grid still lists the hours already gone; they cannot be booked any more.
  const now = day === today ? nowTimeIn(timezone) : '';
  const free = (slots.data ?? []).filter((s) => s.isAvailable && s.time > now);
  const dayBookings = [...(bookings.data ?? [])]
    .filter((booking) => !staffId || booking.staff.id === staffId)
    .sort((a, b) => a.timeSlot.localeCompare(b.timeSlot));
  // On a phone with every master's bookings in one list, each card says whose it is.
  const showMaster = byMaster && !wide && !staffId;
  const list = (items: Booking[]) =>
    items.length === 0 ? (
      <div className="card">
        <EmptyState title={t.noBookings} />
      </div>
    ) : (
      <ul className={styles.list}>
        {items.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} providerTimezone={timezone} showMaster={showMaster} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="container">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        action={isMaster ? undefined : <Button onClick={() => setCreating({})}>{`+ ${t.newBooking}`}</Button>}
      />
      {!isMaster && (
        <Suspense fallback={null}>
          <FirstStepsCard />
        </Suspense>
      )}
      <div className={`card ${styles.weekCard}`}>
        <div className={styles.weekNav}>
          <button type="button" className="icon-btn" onClick={() => setDay(addDays(day, -7))} aria-label={t.prevWeek}>
            <span aria-hidden="true">‹</span>
          </button>
          <DateField label={t.pickDate} hideLabel className={styles.dayInput} today={today} value={day} onChange={setDay} />
          <button type="button" className="icon-btn" onClick={() => setDay(addDays(day, 7))} aria-label={t.nextWeek}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <div className={styles.week} role="group" aria-label={t.week}>
          {week.map((date, i) => (
            <button
              key={date}
              type="button"
              className={cx(styles.weekDay, date === day && styles.weekDayOn, date === today && styles.weekDayToday)}
              aria-pressed={date === day}
              // The name starts with what the button shows ("Du 16"), so voice control finds it by that.
              aria-label={`${weekdayNames('short')[i]} ${parseIsoDate(date).day}, ${formatDateLong(date)}`}
              onClick={() => setDay(date)}
            >
              <span className={styles.weekDayName}>{weekdayNames('short')[i]}</span>{' '}
              <span className={styles.weekDayNumber}>{parseIsoDate(date).day}</span>
            </button>
          ))}
        </div>
        {day !== today && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDay(today)}>
            {dates.today}
          </button>
        )}
      </div>
      <h2 className={styles.dayTitle}>{formatDateLong(day)}</h2>
      {byMaster && !wide && (
        <div className={styles.masterFilter}>
          <SelectField
            label={bookingsPage.masterFilter}
            value={chosen}
            onChange={setChosen}
            options={[{ value: '', label: bookingsPage.allMasters }, ...team.map((m) => ({ value: m.id, label: m.name }))]}
          />
        </div>
      )}
      <div className={cx(styles.calendarGrid, byMaster && wide && styles.calendarByMaster)}>
        {/* Both columns: a title, then their cards, so the two cards start on one line. */}
        <section className="stack" aria-labelledby="free-slots">
          <h3 id="free-slots" className="card-title">
            {t.freeSlots}
          </h3>
          <div className="card stack">
            <p className="muted">{isMaster ? t.masterSlotHint : t.slotHint}</p>
            <SlotPicker
              label={t.freeSlots}
              hideLabel
              slots={free}
              isLoading={slots.isPending}
              value={null}
              onChange={(time) => setCreating({ timeSlot: time })}
              emptyText={t.noFreeSlots}
            />
          </div>
        </section>
        <section className="stack" aria-labelledby="day-bookings">
          {/* With a column per master, their names stand where this title would, level with the free times' title. */}
          <h3 id="day-bookings" className={byMaster && wide ? 'sr-only' : 'card-title'}>
            {t.dayBookings}
          </h3>
          {bookings.isPending ? (
            <Skeleton className={styles.skeleton} />
          ) : byMaster && wide ? (
            <div className={styles.masterColumns}>
              {team.map((master) => (
                <section key={master.id} className="stack" aria-label={master.name} data-testid={`master-column-${master.id}`}>
                  <h3 className="card-title">{master.name}</h3>
                  {list(dayBookings.filter((booking) => booking.staff.id === master.id))}
                </section>
              ))}
            </div>
          ) : (
            list(dayBookings)
          )}
        </section>
      </div>
      {creating && !isMaster && (
        <BookingFormDialog booking={null} initial={{ date: day, timeSlot: creating.timeSlot }} onClose={() => setCreating(null)} />
      )}
    </div>
  );
}
