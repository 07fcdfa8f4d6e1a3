import { configureApiClient, session$ } from '@murmur/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsModal } from './settings-modal';

beforeEach(() => {
  // The tabs load their lists; here every call answers 404 without touching the network.
  configureApiClient({
    baseUrl: 'https://murmur.example',
    getToken: () => 't',
    fetch: (async () => new Response('{}', { status: 404 })) as typeof fetch,
  });
});

afterEach(() => {
  cleanup();
  session$.next({ kind: 'anonymous' });
});

const modal = (props: Record<string, unknown>) => (
  <IntlProvider locale="en" defaultLocale="en">
    <SettingsModal props={props} onClose={() => {}} />
  </IntlProvider>
);
const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('the settings modal (spec 3 section 2)', () => {
  it('opens the requested tab, and switches when another is requested while it stays open', () => {
    const { rerender } = render(modal({ tab: 'filtering' }));
    expect(selected()).toBe('Filtering');
    rerender(modal({ tab: 'version' }));
    expect(selected()).toBe('Version');
    // Opened again without a tab: the user stays where they were.
    rerender(modal({}));
    expect(selected()).toBe('Version');
  });

  it('offers a visitor only the local tabs; an account tab request opens General', () => {
    render(modal({ tab: 'security' }));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'General',
      'Data import/export',
      'Filtering',
      'Theme',
      'Version',
    ]);
    expect(selected()).toBe('General');
  });

  it('offers a signed-in user all thirteen tabs', () => {
    session$.next({ kind: 'user', token: 't', accountId: 'me' });
    render(modal({ tab: 'security' }));
    expect(screen.getAllByRole('tab')).toHaveLength(13);
    expect(selected()).toBe('Security');
  });
});
