import { Component, type ReactNode } from 'react';
import { appErrors as t } from '../config/messages/app-errors.ts';

/**
 * The last line: a render error (or a chunk that cannot load even after one reload) shows a plain Uzbek
 * message with a reload button, never a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('render failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ maxWidth: 420, margin: '64px auto', padding: '0 16px', textAlign: 'center', fontFamily: 'inherit' }}>
        <h1 style={{ fontSize: 20 }}>{t.title}</h1>
        <p>{t.text}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t.reload}
        </button>
      </div>
    );
  }
}
