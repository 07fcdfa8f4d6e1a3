import type { InstanceState } from '@murmur/shared';
import { ANONYMOUS, NO_CAPABILITIES, UNLOADED_INSTANCE } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { streamingPlan } from './index';

function loaded(capabilities: Partial<InstanceState['capabilities']>): InstanceState {
  return { ...UNLOADED_INSTANCE, loaded: true, capabilities: { ...NO_CAPABILITIES, ...capabilities } };
}

const user = { kind: 'user', token: 'T0k', accountId: '1' } as const;

describe('what the page streams (spec 1 section 4: streaming if enabled, else polling)', () => {
  it('nothing before the instance is known', () => {
    expect(streamingPlan(ANONYMOUS, UNLOADED_INSTANCE)).toEqual({ kind: 'off' });
  });

  it('the public streams for an anonymous visitor, the user stream once signed in', () => {
    expect(streamingPlan(ANONYMOUS, loaded({ streaming: true }))).toEqual({ kind: 'stream', token: null });
    expect(streamingPlan(user, loaded({ streaming: true }))).toEqual({ kind: 'stream', token: 'T0k' });
  });

  it('polling when the server has no streaming', () => {
    expect(streamingPlan(user, loaded({ streaming: false }))).toEqual({ kind: 'poll' });
  });

  it('nothing for an anonymous visitor of a private instance', () => {
    expect(streamingPlan(ANONYMOUS, loaded({ streaming: true, privateInstance: true }))).toEqual({
      kind: 'off',
    });
  });
});
