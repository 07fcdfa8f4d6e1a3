import { ApiError, SlotError, startStoreSweep, store } from '@murmur/shared/core';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { App } from './app/app';
import { fatalErrorPart } from './app/shell-parts';
import { busyRetryDelay } from './start-up/busy-retry';
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
    const retryInSeconds = busyRetryDelay(status, attempt);
    // Once per failure: the screen's Retry, or the busy server's own countdown, whichever is first.
    let retried = false;
    const retry = () => {
      if (retried) return;
      retried = true;
      void boot();
    };
    // The failure's screen is a chunk of its own (issue 40; kept by the service worker once the page
    // has been idle): the start-up screen stays while it comes.
    try {
      const { FatalStartupError } = await fatalErrorPart.load();
      root.render(<FatalStartupError error={error} onRetry={retry} retryInSeconds={retryInSeconds} />);
    } catch (loadError) {
      // Its code could not be fetched either (no network, nothing kept): the spec's generic error
      // with Retry (in English: no catalogue is loaded yet), which retries by itself when busy.
      console.error('[murmur] the start-up error screen could not be loaded', loadError);
      if (retryInSeconds !== undefined) window.setTimeout(retry, retryInSeconds * 1000);
      root.render(
        <IntlProvider locale="en" defaultLocale="en">
          <main className="panel fatal-error">
            <SlotError onRetry={retry} />
          </main>
        </IntlProvider>,
      );
    }
  }
}

void boot();
// Memory stays bounded by what is on screen, however long the tab is open (decision 0015).
startStoreSweep(store);
