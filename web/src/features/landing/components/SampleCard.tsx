import { useEffect, useState } from 'react';
import { appConfig } from '../../../config/index.ts';
import { landing as t } from '../../../config/messages.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './landing.module.css';

/** Eight made-up specialists, one every 3 s; pauses while hovered or focused, and on request. */
export function SampleCard() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || stopped;
  const count = t.samples.length;

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), appConfig.sampleCardIntervalMs);
    return () => clearInterval(timer);
  }, [paused, count]);

  const sample = t.samples[index]!;
  const initials = sample.name
    .split(' ')
    .map((part) => part[0])
    .join('');

  return (
    <div
      className={styles.sample}
      role="group"
      aria-roledescription="carousel"
      aria-label={t.sampleLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-testid="sample-card"
    >
      <div className={styles.sampleCard} key={index} aria-live={paused ? 'polite' : 'off'}>
        <div className={styles.sampleHead}>
          <span className={styles.sampleAvatar} aria-hidden="true">
            {initials}
          </span>
          <div>
            <p className={styles.sampleName}>{sample.name}</p>
            <p className={styles.sampleRole}>
              {sample.role} · {sample.city}
            </p>
          </div>
          <span className={styles.sampleRating} aria-hidden="true">
            ★ {sample.rating}
          </span>
        </div>
        <div className={styles.sampleService}>
          <span>{sample.service}</span>
          <span className="badge badge-success">
            {t.sampleNext}: {sample.slot}
          </span>
        </div>
        <span className="btn btn-primary btn-block" aria-hidden="true">
          {t.sampleBook}
        </span>
      </div>
      <div className={styles.sampleDots}>
        <button
          type="button"
          className={cx('icon-btn', styles.samplePause)}
          onClick={() => setStopped((v) => !v)}
          aria-label={stopped ? t.samplePlay : t.samplePause}
          aria-pressed={stopped}
        >
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
        </button>
        {t.samples.map((s, i) => (
          <button
            key={s.name}
            type="button"
            className={cx(styles.dot, i === index && styles.dotActive)}
            aria-label={t.sampleDots({ n: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </div>
  );
}
