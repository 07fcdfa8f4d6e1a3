import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new TypeError('Cannot read properties of undefined (reading "id")');
}

afterEach(cleanup);

describe('RouteErrorBoundary', () => {
  it('says something went wrong in words, never the error’s message or stack', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(
        <IntlProvider locale="en">
          <RouteErrorBoundary location="/a">
            <Broken />
          </RouteErrorBoundary>
        </IntlProvider>,
      );
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toBe('An error occurredPlease try again');
      expect(alert.textContent).not.toMatch(/TypeError|Cannot read|at /);
    } finally {
      quiet.mockRestore();
    }
  });
});
