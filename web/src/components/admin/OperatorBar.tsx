import type { ReactNode } from 'react';
import { common, nav } from '../../config/messages.ts';
import { useNavigation } from '../../lib/navigation.tsx';
import styles from './admin.module.css';

/**
 * The top bar of the /admin/* pages, which have no site header or footer (spec.md section 2): the brand,
 * the operator's own links and, at the end, who is signed in.
 */
export function OperatorBar({
  home,
  links,
  label,
  children,
}: {
  home: string;
  links: ReadonlyArray<{ to: string; label: string }>;
  label: string;
  children?: ReactNode;
}) {
  const { pathname, Link } = useNavigation();
  return (
    <header className={styles.bar}>
      <div className={styles.barInner}>
        <Link to={home} className="brand">
          <span className="brand-mark" aria-hidden="true">
            Q
          </span>
          <span>{common.appName}</span>
          <span className="sr-only">{` ${nav.homeLinkRest}`}</span>
        </Link>
        <nav className={styles.barNav} aria-label={label}>
          {links.map((link) => (
            <Link key={link.to} to={link.to} aria-current={pathname === link.to ? 'page' : undefined}>
              {link.label}
            </Link>
          ))}
        </nav>
        {children && <div className={styles.barUser}>{children}</div>}
      </div>
    </header>
  );
}
