import { describe, expect, it } from 'vitest';
import { remoteInstanceOf, reportTransition } from './report-machine';

describe('the report dialog states (spec 2 section 4)', () => {
  it('goes idle, processing, then closed on success', () => {
    const processing = reportTransition({ kind: 'idle' }, 'submit');
    expect(processing).toEqual({ kind: 'processing' });
    expect(reportTransition(processing, 'succeeded')).toEqual({ kind: 'closed' });
  });
  it('shows an error on failure, and a new submit from there processes again', () => {
    const failed = reportTransition({ kind: 'processing' }, 'failed');
    expect(failed).toEqual({ kind: 'error' });
    expect(reportTransition(failed, 'submit')).toEqual({ kind: 'processing' });
  });
  it('ignores a second submit while processing', () => {
    const processing = { kind: 'processing' } as const;
    expect(reportTransition(processing, 'submit')).toBe(processing);
  });
  it('names the remote instance after the @ of the screen name, none for a local one', () => {
    expect(remoteInstanceOf('mallory@far.example')).toBe('far.example');
    expect(remoteInstanceOf('alice')).toBeNull();
  });
});
