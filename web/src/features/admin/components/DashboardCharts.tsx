import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { adminPanel } from '../../../config/messages.ts';
import { monthName } from '../../../lib/dates.ts';
import type { AdminStats } from '../../../lib/admin/types.ts';
import { formatMoney, groupDigits } from '../../../lib/money.ts';
import { bookingsPerDaySeries, dayLabel, revenuePerMonthSeries, type Series } from '../model/chart-data.ts';
import styles from './admin-panel.module.css';

// This module (and uPlot with it) is its own chunk, loaded by the dashboard after its first paint.

const t = adminPanel.charts;
const HEIGHT = 240;
const PRIMARY = '#0d7a5f';

function monthLabel(month: string): string {
  return `${monthName(Number(month.slice(5, 7)) - 1).slice(0, 3)} ${month.slice(2, 4)}`;
}

/** A bar chart over labelled points; x is the point's index so days and months need no time zone. */
function BarChart({
  series,
  xLabel,
  valueLabel,
  formatX,
  formatY,
  summary,
}: {
  series: Series;
  xLabel: string;
  valueLabel: string;
  formatX: (label: string) => string;
  formatY: (value: number) => string;
  summary: string;
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || series.y.length === 0) return;
    const xs = series.y.map((_, index) => index);
    const label = (index: number) => (Number.isInteger(index) && series.labels[index] ? formatX(series.labels[index]!) : '');
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        scales: { x: { time: false, range: [-0.5, xs.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
        series: [
          { label: xLabel, value: (_u, index) => (index === null ? '' : label(index)) },
          {
            label: valueLabel,
            stroke: PRIMARY,
            fill: 'rgba(13, 122, 95, 0.55)',
            width: 1,
            paths: uPlot.paths.bars?.({ size: [0.7, 48], align: 0 }),
            points: { show: false },
            value: (_u, value) => (value === null ? '' : formatY(value)),
          },
        ],
        axes: [
          { values: (_u, ticks) => ticks.map(label), grid: { show: false } },
          { values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? formatY(tick) : '')), size: 80 },
        ],
        cursor: { drag: { x: false, y: false } },
      },
      [xs, series.y],
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [series, xLabel, valueLabel, formatX, formatY]);

  if (series.y.length === 0) return <p className="muted">{t.noData}</p>;
  return (
    <>
      <div ref={ref} className={styles.chartCanvas} role="img" aria-label={summary} />
      <details className={styles.chartTable}>
        <summary>{t.asTable}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {series.labels.map((labelText, index) => (
              <tr key={labelText}>
                <td>{labelText}</td>
                <td>{formatY(series.y[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

const formatCount = (value: number) => groupDigits(value);

/** Bookings per day (30 days) and revenue per month (12 months). */
export function DashboardCharts({ stats }: { stats: Pick<AdminStats, 'bookingsPerDay' | 'revenuePerMonth'> }) {
  const days = useMemo(() => bookingsPerDaySeries(stats.bookingsPerDay), [stats.bookingsPerDay]);
  const months = useMemo(() => revenuePerMonthSeries(stats.revenuePerMonth), [stats.revenuePerMonth]);
  const totalBookings = days.y.reduce((sum, n) => sum + n, 0);
  const totalRevenue = stats.revenuePerMonth.reduce((sum, p) => sum + p.revenue, 0);
  return (
    <div className={styles.charts}>
      <section className={`card ${styles.chart}`} aria-labelledby="chart-bookings">
        <h2 id="chart-bookings" className={styles.chartTitle}>
          {t.bookingsPerDay}
        </h2>
        <BarChart
          series={days}
          xLabel={t.date}
          valueLabel={t.bookings}
          formatX={dayLabel}
          formatY={formatCount}
          summary={t.summaryBookings({ total: totalBookings, days: days.y.length })}
        />
      </section>
      <section className={`card ${styles.chart}`} aria-labelledby="chart-revenue">
        <h2 id="chart-revenue" className={styles.chartTitle}>
          {t.revenuePerMonth}
        </h2>
        <BarChart
          series={months}
          xLabel={t.month}
          valueLabel={t.revenue}
          formatX={monthLabel}
          formatY={formatCount}
          summary={t.summaryRevenue({ total: formatMoney(totalRevenue), months: months.y.length })}
        />
      </section>
    </div>
  );
}
