import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { nav } from '../../config/messages.ts';
import { paths } from '../../config/routes.ts';
import { displayName, greetingName, useLogout } from '../../lib/auth.ts';
import type { User } from '../../lib/types.ts';
import { useNavigation } from '../../lib/navigation.tsx';
import { isInvitedMaster, useMyMaster } from '../../lib/api/my-master.ts';
import { useLanguage } from '../../lib/i18n/language.ts';

const LINKS = [
  [paths.business, nav.business],
  [paths.services, nav.services],
  [paths.team, nav.team],
  [paths.timeOff, nav.timeOff],
  [paths.bookings, nav.bookings],
  [paths.clients, nav.clients],
  [paths.reviews, nav.reviews],
  [paths.calendar, nav.calendar],
  [paths.subscription, nav.subscription],
  [paths.profile, nav.profile],
] as const;

/** A master's own view: their bookings, their day, their account. */
const MASTER_LINKS = [
  [paths.bookings, nav.bookings],
  [paths.calendar, nav.calendar],
  [paths.myHours, nav.myHours],
  [paths.profile, nav.profile],
] as const;

/** Operators also reach their pages from the header (the spec's links are for providers). */
function operatorLinks(role: string): ReadonlyArray<readonly [string, string]> {
  if (role === 'platform_admin') return [[paths.platformAdmin, nav.platformAdmin]];
  if (role === 'admin') return [[paths.adminBookings, nav.admin]];
  return [];
}

/** The calendar is also the signed-in home page, so "Kalendar" is current on `/` too. */
function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || (to === paths.calendar && pathname === paths.home);
}

/** From the widest header to the narrowest; the first that fits the bar is shown (layout.css reads `data-menu`). */
const MENU_LEVELS = ['full', 'full-no-switcher', 'compact'] as const;

/**
 * Chooses the header's menu by what fits rather than by a fixed width: the links' words differ in length by
 * language (Russian runs about a fifth longer than Uzbek) and by role (a master has four links, an operator one
 * more). The full menu with the language switcher, else without it (the profile page has "Til"), else the menu
 * button. Measured before paint, again whenever the bar's width changes.
 */
function useMenuThatFits(nav: RefObject<HTMLElement | null>, content: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` (language, links, greeting) changes the widths to measure
  useLayoutEffect(() => {
    const bar = nav.current?.closest<HTMLElement>('.header-bar');
    if (!bar) return;
    const chooseMenu = () => {
      for (const level of MENU_LEVELS) {
        bar.dataset.menu = level;
        if (bar.scrollWidth <= bar.clientWidth) return;
      }
    };
    chooseMenu();
    const observer = new ResizeObserver(chooseMenu);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      delete bar.dataset.menu;
    };
  }, [nav, content]);
}

/**
 * The signed-in menu: loaded after the first screen (the public booking page's budget), since a client on a
 * provider's link is almost never signed in.
 */
export function SignedInNav({ signedIn }: { signedIn: User }) {
  const isMaster = isInvitedMaster(useMyMaster(true).data);
  const { pathname, navigate, Link } = useNavigation();
  const [open, setOpen] = useState(false);
  const logout = useLogout(() => navigate(paths.home));
  const links = [...(isMaster ? MASTER_LINKS : LINKS), ...operatorLinks(signedIn.role)];
  const navRef = useRef<HTMLElement>(null);
  useMenuThatFits(navRef, `${useLanguage()} ${links.length} ${greetingName(signedIn)}`);

  // A followed link closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation (pathname) on purpose
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        type="button"
        className="icon-btn nav-toggle"
        aria-expanded={open}
        aria-controls="main-nav"
        aria-label={open ? nav.closeMenu : nav.openMenu}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">{open ? '×' : '☰'}</span>
      </button>
      {/* On phones the open menu dims the page; tapping the dimmed page closes it. */}
      {open && <div className="nav-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
      <nav
        ref={navRef}
        id="main-nav"
        className={open ? 'nav nav-open' : 'nav'}
        aria-label={nav.mainNav}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        <ul className="nav-list">
          {links.map(([to, label]) => (
            <li key={to}>
              <Link to={to} className="nav-link" aria-current={isCurrent(pathname, to) ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="nav-user">
          {/* The first name (else the username), as the menu has room for one word. */}
          <p className="nav-greeting" title={displayName(signedIn)}>
            {nav.greeting({ name: greetingName(signedIn) })}
          </p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            {nav.logout}
          </button>
        </div>
      </nav>
    </>
  );
}
