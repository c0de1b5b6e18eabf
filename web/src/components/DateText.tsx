import { formatDateLong, type IsoDate } from '../lib/dates.ts';

/**
 * "Dushanba, 23-noyabr 2026" that may wrap after the weekday and before the year but never inside "23-noyabr":
 * narrow phones otherwise break the line at the hyphen, and a value column too narrow for «1 декабря 2026 г.»
 * (Russian labels widen the label column) takes the year to the next line instead of running out of it. The text
 * itself (and what screen readers hear) is unchanged.
 */
export function DateText({ date }: { date: IsoDate }) {
  const text = formatDateLong(date);
  const split = text.indexOf(', ') + 2;
  const rest = text.slice(split);
  const year = rest.search(/ \d{4}/);
  if (year < 0)
    return (
      <>
        {text.slice(0, split)}
        <span className="nowrap">{rest}</span>
      </>
    );
  return (
    <>
      {text.slice(0, split)}
      <span className="nowrap">{rest.slice(0, year)}</span> <span className="nowrap">{rest.slice(year + 1)}</span>
    </>
  );
}
