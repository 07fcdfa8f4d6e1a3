import { sendEarlyRequests } from './start-up/early-requests';
import { paintEarlySnapshot } from './start-up/early-snapshot';

// The last visit's timeline shows while the shared chunks load (text only, no shared module).
const app = document.getElementById('app');
if (app) paintEarlySnapshot(app);
// The async boundary lets the federation runtime negotiate shared singletons before any of them
// is evaluated.
import('./bootstrap');
// Start-up's first requests leave now, while those chunks load (after them in the queue).
sendEarlyRequests();
