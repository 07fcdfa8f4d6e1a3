import { setPreferences } from '@murmur/shared';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ThemeSource } from '../theme/theme-engine';
import { BUILT_IN_SOURCES } from '../theme/theme-engine';

/** Each preset's source answers only when the test says so. */
const pending = new Map<string, (source: ThemeSource | null) => void>();
vi.mock('../theme/presets', async (original) => ({
  ...(await original<typeof import('../theme/presets')>()),
  loadStylesList: () => Promise.resolve({}),
  loadPreset: (name: string) => new Promise<ThemeSource | null>((resolve) => pending.set(name, resolve)),
}));
vi.mock('../theme/apply-theme', () => ({ applyTheme: () => Promise.resolve() }));

const { ThemeTab } = await import('./theme-tab');

describe('the theme editor', () => {
  afterEach(() => {
    pending.clear();
    setPreferences({ theme: 'pleroma-dark' });
  });

  it('takes no edit until the chosen preset’s source is here, so none is replaced when it lands', async () => {
    const dark = BUILT_IN_SOURCES['pleroma-dark'];
    const light = BUILT_IN_SOURCES['pleroma-light'];
    if (!dark || !light) throw new Error('no built-in presets');
    setPreferences({ theme: 'pleroma-dark' });
    render(
      <IntlProvider locale="en" defaultLocale="en">
        <ThemeTab />
      </IntlProvider>,
    );
    await act(async () => pending.get('pleroma-dark')?.(dark));
    const text = await screen.findByRole('textbox', { name: 'Text' });
    expect(text.closest('fieldset')?.disabled).toBe(false);

    // Another preset is chosen: until its source arrives the editor holds the last one's.
    act(() => setPreferences({ theme: 'pleroma-light' }));
    expect(screen.getByRole('textbox', { name: 'Text' }).closest('fieldset')?.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Apply as my theme' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await act(async () => pending.get('pleroma-light')?.(light));
    const ready = screen.getByRole('textbox', { name: 'Text' }) as HTMLInputElement;
    expect(ready.closest('fieldset')?.disabled).toBe(false);
    expect(ready.value.toLowerCase()).toBe(String(light.colors.text).toLowerCase());
  });
});
