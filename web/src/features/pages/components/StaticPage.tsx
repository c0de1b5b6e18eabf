import { staticPages } from '../../../config/messages.ts';

/** /about, /help, /privacy, /terms — short text pages linked from the footer. */
export function StaticPage({ page }: { page: keyof typeof staticPages }) {
  const content = staticPages[page];
  return (
    <div className="container container-narrow text-page">
      <h1 className="page-title">{content.title}</h1>
      <div className="card stack" style={{ marginTop: 24 }}>
        {content.body.map((paragraph) => (
          <p key={paragraph} className="muted" style={{ margin: 0 }}>
            {paragraph}
          </p>
        ))}
      </div>
    </div>
  );
}
