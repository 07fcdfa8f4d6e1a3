import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../server';
import { api, type Json, startTestInstance, tokenFor } from '../test-support';
import { INJECTION_APP_NAME, INJECTION_SETTINGS_PROFILE } from './settings-injections';

let inst: RunningInstance;

beforeAll(async () => {
  inst = await startTestInstance();
});
afterAll(async () => {
  await inst.close();
});

describe('hostile values in the settings screens', () => {
  it("bob's sessions include an app with a hostile name, sent raw", async () => {
    const token = tokenFor(inst, 'bob');
    const tokens = (await api(inst.url, '/api/oauth_tokens.json', { token })).body as Json[];
    expect(tokens.map((t) => t.app_name)).toContain(INJECTION_APP_NAME);
  });

  it("bob's settings profiles include one with a hostile name, and it can be read", async () => {
    const token = tokenFor(inst, 'bob');
    const list = (await api(inst.url, '/api/v1/akkoma/frontend_settings/pleroma-fe', { token }))
      .body as Json[];
    expect(list).toContainEqual({ name: INJECTION_SETTINGS_PROFILE, version: 1 });
    const one = await api(
      inst.url,
      `/api/v1/akkoma/frontend_settings/pleroma-fe/${encodeURIComponent(INJECTION_SETTINGS_PROFILE)}`,
      { token },
    );
    expect(one.body).toMatchObject({ version: 1 });
  });

  it('other accounts see none of it', async () => {
    const token = tokenFor(inst, 'alice');
    const tokens = (await api(inst.url, '/api/oauth_tokens.json', { token })).body as Json[];
    expect(tokens.map((t) => t.app_name)).not.toContain(INJECTION_APP_NAME);
  });
});
