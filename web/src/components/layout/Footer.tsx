import { common, footer } from '../../config/messages.ts';
import { paths } from '../../config/routes.ts';
import { useNavigation } from '../../lib/navigation.tsx';

export function Footer() {
  const { Link } = useNavigation();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <p className="brand">
          <span className="brand-mark" aria-hidden="true">
            Q
          </span>
          {common.appName}
        </p>
        <p className="footer-copy">{footer.tagline}</p>
        <nav aria-label={footer.linksLabel}>
          <ul className="footer-links">
            <li>
              <Link to={paths.about}>{footer.about}</Link>
            </li>
            <li>
              <Link to={paths.help}>{footer.help}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{footer.privacy}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{footer.terms}</Link>
            </li>
          </ul>
        </nav>
        <p className="footer-copy">{footer.copyright({ year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
