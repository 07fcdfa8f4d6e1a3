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
  it('uses a logo or background only when it is http(s) or a path on this site', () => {
    for (const url of ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', 'file:///etc/passwd']) {
      const config = mergeFrontendConfig({ logo: url, background: url });
      expect([config.logo, config.background]).toEqual(['', '']);
    }
    expect(mergeFrontendConfig({ logo: 'https://cdn.example/logo.png' }).logo).toBe(
      'https://cdn.example/logo.png',
    );
  });
  it('keeps defaults for missing or mistyped options', () => {
    const config = mergeFrontendConfig(null, { theme: 3, sidebarRight: 'yes', thirdColumnMode: 'x' });
    expect(config.theme).toBe('pleroma-dark');
    expect(config.sidebarRight).toBe(false);
    expect(config.thirdColumnMode).toBe(DEFAULT_FRONTEND_CONFIG.thirdColumnMode);
    expect(config.redirectRootNoLogin).toBe('/main/all');
  });
});
