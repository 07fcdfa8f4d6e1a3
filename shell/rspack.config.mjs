import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '../build/federation.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

// The shell exposes nothing: it is the host. Remotes are registered at run time from
// /static/remotes.json, so no remote address is compiled in here.
export default createFederatedConfig({ packageDir, name: 'shell', host: true });
