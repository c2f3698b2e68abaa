import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';

/** Renders inside the app's providers: a memory router at `route` and the i18n instance. */
export function renderWithProviders(ui: ReactNode, options: { route?: string } = {}): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
