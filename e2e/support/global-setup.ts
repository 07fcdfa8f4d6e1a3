import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildPackage, ROOT } from './package-install';

/**
 * Builds the operator's example remotes once, before any worker starts: the deploy and swap
 * journeys build them on first use, and two workers doing so at once would write the same folder.
 */
export default function globalSetup(): void {
  for (const name of ['acme-theme', 'acme-moderation']) {
    if (!existsSync(path.join(ROOT, 'examples', name, 'dist/mf-manifest.json'))) {
      buildPackage(`@acme/${name.replace(/^acme-/, '')}`);
    }
  }
}
