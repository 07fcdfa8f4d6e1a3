import { defineRemote } from '@murmur/remote-kit';

export default defineRemote({
  packageDir: import.meta.dirname,
  name: 'settings',
  // settings/theme: applies a theme's CSS variables (a function module, not a component).
  exposes: {
    './theme': './src/theme/apply-theme.ts',
    './SettingsModal': './src/expose/settings-modal.tsx',
  },
});
