import { ButtonLink } from '../../../components/ui/Button.tsx';
import { notFound } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';

export function NotFoundPage() {
  return (
    <div className="container container-narrow">
      <div className="empty-state" style={{ minHeight: '50dvh', alignContent: 'center' }}>
        <p aria-hidden="true" style={{ fontSize: '4rem', fontWeight: 800, margin: 0, color: 'var(--color-primary)' }}>
          404
        </p>
        <h1 className="page-title">{notFound.title}</h1>
        <p className="empty-text">{notFound.text}</p>
        <ButtonLink to={paths.home}>{notFound.home}</ButtonLink>
      </div>
    </div>
  );
}
