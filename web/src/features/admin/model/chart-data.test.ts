import { describe, expect, it } from 'vitest';
import { bookingsPerDaySeries, revenuePerMonthSeries } from './chart-data.ts';

describe('dashboard chart series', () => {
  it('draws days without bookings as 0 instead of skipping them', () => {
    const series = bookingsPerDaySeries([
      { date: '2026-11-03', count: 2 },
      { date: '2026-11-01', count: 5 },
    ]);
    expect(series.labels).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(series.y).toEqual([5, 0, 2]);
  });

  it('crosses a month end day by day', () => {
    const series = bookingsPerDaySeries([
      { date: '2026-10-31', count: 1 },
      { date: '2026-11-01', count: 1 },
    ]);
    expect(series.labels).toEqual(['2026-10-31', '2026-11-01']);
  });

  it('shows revenue per month in whole so\u2019m, in month order', () => {
    const series = revenuePerMonthSeries([
      { month: '2026-11', revenue: 14_900_000 },
      { month: '2026-10', revenue: 4_900_050 },
    ]);
    expect(series.labels).toEqual(['2026-10', '2026-11']);
    expect(series.y).toEqual([49_001, 149_000]);
  });

  it('has nothing to draw without data', () => {
    expect(bookingsPerDaySeries([])).toEqual({ y: [], labels: [] });
    expect(revenuePerMonthSeries([]).y).toEqual([]);
  });
});
