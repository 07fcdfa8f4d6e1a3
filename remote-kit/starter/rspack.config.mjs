// The whole build: the container's name and the slot modules it exposes. Everything else (the
// shared singletons the shell provides, the output its security policy allows) is the kit's.
import { defineRemote } from '@murmur/remote-kit';

export default defineRemote({
  packageDir: import.meta.dirname,
  name: '__CONTAINER__',
  exposes: { './AboutPage': './src/about-page.tsx' },
});
