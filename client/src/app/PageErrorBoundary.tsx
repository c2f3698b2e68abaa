import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

interface State {
  failed: boolean;
}

/**
 * A page whose chunk fails to load (or that throws) shows a clear retry instead of an empty
 * screen; the shell around it keeps working. Keyed by path in the shell, so navigating away resets it.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <section className="page page--centered" role="alert">
            <div className="notice-card">
              <p>{t('errors.pageFailed')}</p>
              <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
                {t('common.retry')}
              </button>
            </div>
          </section>
        )}
      </Translation>
    );
  }
}
