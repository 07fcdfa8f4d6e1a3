import path from 'node:path';
import { defineRemote, rspack } from '@murmur/remote-kit';

const federated = defineRemote({
  packageDir: import.meta.dirname,
  name: 'acme_theme',
  exposes: { './theme': './src/theme.ts' },
});

// The house colour is chosen when the theme is built (ACME_THEME_BACKGROUND), and a build may go
// to another folder (ACME_THEME_OUT): how ACME's team ships a new version beside the live one.
export default (env, argv) => {
  const config = federated(env, argv);
  if (process.env.ACME_THEME_OUT) config.output.path = path.resolve(process.env.ACME_THEME_OUT);
  config.plugins.push(
    new rspack.DefinePlugin({
      __ACME_BACKGROUND__: JSON.stringify(process.env.ACME_THEME_BACKGROUND ?? '#fff8f0'),
    }),
  );
  return config;
};
