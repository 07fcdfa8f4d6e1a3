import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';

/** Renders inside the providers the shell gives every remote: intl (English) and the router. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <IntlProvider locale="en" defaultLocale="en">
      <MemoryRouter>{ui}</MemoryRouter>
    </IntlProvider>,
  );
}
