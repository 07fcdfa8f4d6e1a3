// Unmounts what each test rendered, so tests never see each other's DOM.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazily loaded part (a reply form, a picker) can take more than the default second to appear on
// a busy machine (`npm test` runs the unit tests beside the journeys, at a lower priority); waiting
// longer changes no result, only how long a real failure takes to show.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
