import { ApiError, startStoreSweep, store } from '@murmur/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { busyRetryDelay } from './start-up/busy-retry';
import { FatalStartupError } from './start-up/fatal-startup-error';
import { startScreenPrefetch } from './start-up/screen-prefetch';
import { startUp } from './start-up/start-up';
import { StartingScreen } from './start-up/starting-screen';
import './theme/base.css';

const container = document.getElementById('app');
if (!container) throw new Error('Murmur: the page has no #app element');
const root = createRoot(container);

let attempt = 0;
let prefetching = false;

/** Screens' code is fetched ahead from now on: on pointer or focus, and once the page is idle. */
function startPrefetchOnce(): void {
  if (prefetching) return;
  prefetching = true;
  startScreenPrefetch();
}

async function boot(): Promise<void> {
  root.render(<StartingScreen />);
  try {
    const result = await startUp();
    attempt = 0;
    root.render(<App storageAvailable={result.storageAvailable} />);
    startPrefetchOnce();
  } catch (error) {
    console.error('[murmur] start-up failed', error);
    attempt++;
    const status = error instanceof ApiError ? error.status : null;
    root.render(
      <FatalStartupError
        error={error}
        onRetry={() => void boot()}
        retryInSeconds={busyRetryDelay(status, attempt)}
      />,
    );
  }
}

void boot();
// Memory stays bounded by what is on screen, however long the tab is open (decision 0015).
startStoreSweep(store);
