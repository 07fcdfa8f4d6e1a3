import { describe, expect, it } from 'vitest';
import { DEFAULT_FRONTEND_CONFIG, mergeFrontendConfig } from './frontend-config';

describe('frontend configuration', () => {
  it('lets the backend block override the static config file', () => {
    const config = mergeFrontendConfig(
      { theme: 'pleroma-light', showFeaturesPanel: false, name: 'Static' },
      { theme: 'pleroma-dark', logo: '/logo.svg' },
    );
    expect(config).toMatchObject({
      theme: 'pleroma-dark',
      showFeaturesPanel: false,
      name: 'Static',
      logo: '/logo.svg',
    });
  });
  it('keeps defaults for missing or mistyped options', () => {
    const config = mergeFrontendConfig(null, { theme: 3, sidebarRight: 'yes', thirdColumnMode: 'x' });
    expect(config.theme).toBe('pleroma-dark');
    expect(config.sidebarRight).toBe(false);
    expect(config.thirdColumnMode).toBe(DEFAULT_FRONTEND_CONFIG.thirdColumnMode);
    expect(config.redirectRootNoLogin).toBe('/main/all');
  });
});
