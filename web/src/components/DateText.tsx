import { formatDateLong, type IsoDate } from '../lib/dates.ts';

/**
 * "Dushanba, 23-noyabr 2026" that may wrap after the weekday but never inside "23-noyabr 2026": narrow
 * phones otherwise break the line at the hyphen. The text itself (and what screen readers hear) is unchanged.
 */
export function DateText({ date }: { date: IsoDate }) {
  const text = formatDateLong(date);
  const split = text.indexOf(', ') + 2;
  return (
    <>
      {text.slice(0, split)}
      <span className="nowrap">{text.slice(split)}</span>
    </>
  );
}
