import { z } from 'zod';

// Akkoma serves a frontend under a Content-Security-Policy without 'unsafe-eval'. Zod's fast path
// probes for eval with `Function('')` on first use, which the browser reports as a violation (and
// refuses); jitless parsing gives the same results without that probe (decision 0090).
z.config({ jitless: true });
