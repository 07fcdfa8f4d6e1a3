import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setStartPhase } from './start-phase';
import { StartingScreen } from './starting-screen';

afterEach(() => setStartPhase('connecting'));

describe('the start-up screen (issue 39, point 7)', () => {
  it('says it connects, then, while only the stored session is checked, that it checks the session', async () => {
    render(<StartingScreen />);
    expect(screen.getByRole('status').textContent).toContain('Connecting to the server…');
    act(() => setStartPhase('checking-session'));
    expect((await screen.findByRole('status')).textContent).toContain('Checking your session…');
    expect(screen.queryByText('Connecting to the server…')).toBeNull();
    // Quiet: a status, never an alert.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
