/** The stats' series as a chart draws them: one value per label (a day 'YYYY-MM-DD' or a month 'YYYY-MM'). */
export interface Series {
  y: number[];
  labels: string[];
}

const DAY = 86_400;

function isoDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** Bookings per day; days the server left out (none booked) are drawn as 0 so the line does not skip them. */
export function bookingsPerDaySeries(points: ReadonlyArray<{ date: string; count: number }>): Series {
  if (points.length === 0) return { y: [], labels: [] };
  const counts = new Map(points.map((p) => [p.date, p.count]));
  const days = [...counts.keys()].sort();
  const first = Date.parse(`${days[0]}T00:00:00Z`) / 1000;
  const last = Date.parse(`${days.at(-1)}T00:00:00Z`) / 1000;
  const series: Series = { y: [], labels: [] };
  for (let at = first; at <= last; at += DAY) {
    const day = isoDay(at);
    series.y.push(counts.get(day) ?? 0);
    series.labels.push(day);
  }
  return series;
}

/** Revenue per month, tiyin -> whole so'm, in month order. */
export function revenuePerMonthSeries(points: ReadonlyArray<{ month: string; revenue: number }>): Series {
  const sorted = [...points].sort((a, b) => a.month.localeCompare(b.month));
  return {
    y: sorted.map((p) => Math.round(p.revenue / 100)),
    labels: sorted.map((p) => p.month),
  };
}

/** "23.11" for a day, "Noy 2026" style comes from the catalog: the axis labels. */
export function dayLabel(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}`;
}
