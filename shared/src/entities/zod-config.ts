import { en } from 'zod/locales';
import * as z from 'zod/mini';

// Schema library settings: jitless parsing, and the English messages and the memoiser, which the
// full `zod` build installs on its own and `zod/mini` leaves to the caller (decision 0092).
// Imported before any schema is built: `index.ts` imports it first, and `repair.ts` (which every
// entity imports) and `slots/remotes-manifest.ts` import it too.
z.config({
  // Akkoma serves a frontend under a Content-Security-Policy without 'unsafe-eval'. Zod's fast path
  // probes for eval with `Function('')` on first use, which the browser reports as a violation (and
  // refuses); jitless parsing gives the same results without that probe (decision 0090).
  jitless: true,
  // The English messages of the warnings ('Invalid input: expected string, received number').
  ...en(),
  // Support for a value met twice in one parse (what `zod` installs by default). Read when a
  // schema is built, so it must be set before the first one.
  memoizer: z.memoizer(),
});
