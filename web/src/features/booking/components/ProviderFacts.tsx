import { useEffect, useState } from 'react';
import { businessAbout as t } from '../../../config/messages.ts';
import { categoryWord } from '../../../lib/business-category.ts';
import { type BusinessHours, dayIntervals, intervalsText, isOpenAt } from '../../../lib/opening-hours.ts';
import type { PublicProvider } from '../../../lib/types.ts';
import styles from './booking.module.css';
import facts from './provider-facts.module.css';

/** The clock's minute, so "hozir ochiq" turns at closing time on a page left open. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * "Bugun 09:00–20:00 · hozir ochiq": today's hours on the business's clock and whether it is open now. A day with no
 * hours is "Bugun yopiq" alone: "hozir yopiq" after it would say the same thing twice.
 */
export function OpenToday({ hours, className }: { hours: BusinessHours; className?: string }) {
  const now = useMinute();
  const today = dayIntervals(hours, now);
  const open = isOpenAt(hours, now);
  return (
    <p className={className} data-testid="open-today">
      {today.length > 0 ? (
        <>
          {t.today({ hours: intervalsText(today) })}
          {' · '}
          <span className={open ? facts.openNow : facts.closedNow}>{open ? t.openNow : t.closedNow}</span>
        </>
      ) : (
        <span className={facts.closedNow}>{t.closedToday}</span>
      )}
    </p>
  );
}

/**
 * The header's facts under the name: category and rating, then today's hours. Their own chunk (the category words,
 * the hours' rule), loaded right after the first screen into the lines the header keeps for them.
 */
export function ProviderFacts({ business }: { business: PublicProvider['business'] }) {
  const category = categoryWord(business.category);
  const { average, count } = business.rating;
  const rated = average !== null && count > 0;
  return (
    <>
      <p className={styles.providerLine}>
        {category}
        {category && rated && ' · '}
        {rated && (
          <span>
            {/* Read as words ("4.8 out of 5, 12 reviews"); the star and the short figure are for the eye. */}
            <span className="sr-only">{t.ratingLabel({ average: average.toFixed(1), count })}</span>
            <span aria-hidden="true">
              <span className={facts.star}>★</span> {t.rating({ average: average.toFixed(1), count })}
            </span>
          </span>
        )}
      </p>
      <OpenToday hours={business.hours} className={styles.providerLine} />
    </>
  );
}
