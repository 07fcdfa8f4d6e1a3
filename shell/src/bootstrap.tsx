import { startStoreSweep, store } from '@murmur/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { FatalStartupError } from './start-up/fatal-startup-error';
import { startUp } from './start-up/start-up';
import './theme/base.css';

const container = document.getElementById('app');
if (!container) throw new Error('Murmur: the page has no #app element');
const root = createRoot(container);

async function boot(): Promise<void> {
  try {
    const result = await startUp();
    root.render(<App storageAvailable={result.storageAvailable} />);
  } catch (error) {
    console.error('[murmur] start-up failed', error);
    root.render(<FatalStartupError error={error} onRetry={() => void boot()} />);
  }
}

void boot();
// Memory stays bounded by what is on screen, however long the tab is open (decision 0015).
startStoreSweep(store);
