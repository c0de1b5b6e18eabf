import { ButtonLink } from '../../../components/ui/Button.tsx';
import { landing as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { useUser } from '../../../lib/auth.ts';
import { LandingPlans } from './LandingPlans.tsx';
import { SampleCard } from './SampleCard.tsx';
import styles from './landing.module.css';

// Simple line icons (24 px viewBox); SVG because emoji fonts are missing on many phones.
const FEATURE_ICONS = [
  'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0',
  'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2ZM3 10h18M7 15h3',
  'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2ZM11 18h2',
  'M4 20V10M10 20V4M16 20v-7M22 20H2',
  'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
];

/** `/` for visitors: what Qabul does, a live-looking sample, plans, testimonials and a call to action. */
export function LandingPage() {
  const signedIn = Boolean(useUser().data);
  const primaryCta = signedIn ? (
    <ButtonLink to={paths.services} size="lg">
      {t.ctaServices}
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.register} size="lg">
      {t.ctaStart}
    </ButtonLink>
  );

  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroText}>
          <span className="badge badge-brand">{t.heroBadge}</span>
          <h1 id="hero-title" className={styles.heroTitle}>
            {t.heroTitle}
          </h1>
          <p className={styles.lead}>{t.heroText}</p>
          <div className="row">
            {primaryCta}
            <a className="btn btn-secondary btn-lg" href="#plans">
              {t.ctaPlans}
            </a>
          </div>
        </div>
        <SampleCard />
      </section>

      <section className={styles.section} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          {t.featuresTitle}
        </h2>
        <ul className={styles.features}>
          {t.features.map((feature, i) => (
            <li key={feature.title} className={styles.feature}>
              <span className={styles.featureIcon} aria-hidden="true">
                <svg
                  viewBox="0 0 24 24"
                  width="24"
                  height="24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={FEATURE_ICONS[i]} />
                </svg>
              </span>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p className={styles.featureText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="plans" className={styles.section} aria-labelledby="plans-title">
        <h2 id="plans-title" className={styles.sectionTitle}>
          {t.plansTitle}
        </h2>
        <p className={styles.sectionText}>{t.plansText}</p>
        <LandingPlans signedIn={signedIn} />
      </section>

      <section className={styles.section} aria-labelledby="testimonials-title">
        <h2 id="testimonials-title" className={styles.sectionTitle}>
          {t.testimonialsTitle}
        </h2>
        <ul className={styles.testimonials}>
          {t.testimonials.map((item) => (
            <li key={item.name}>
              <figure className={styles.testimonial}>
                <blockquote className={styles.quote}>“{item.quote}”</blockquote>
                <figcaption className={styles.cite}>
                  <strong>{item.name}</strong>
                  <span>{item.city}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.closing} aria-labelledby="closing-title">
        <h2 id="closing-title" className={styles.closingTitle}>
          {t.closingTitle}
        </h2>
        <p>{t.closingText}</p>
        {signedIn ? (
          <ButtonLink to={paths.services} size="lg" variant="secondary">
            {t.ctaServices}
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.register} size="lg" variant="secondary">
            {t.closingCta}
          </ButtonLink>
        )}
      </section>
    </div>
  );
}
