import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assertRemoteContract,
  CONTRACT_VERSION,
  ContractSkewError,
  contractVersionOf,
  isContractCompatible,
} from './contract-version';

const manifest = (version: string) => ({
  name: 'timelines',
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: '@murmur/shared', version },
  ],
});

const replying = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the contract version a remote was built against', () => {
  it('is the package version of @murmur/shared', () => {
    const pkg = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8'));
    expect(CONTRACT_VERSION).toBe(pkg.version);
  });

  it('is read from the shared list of its mf-manifest.json', () => {
    expect(contractVersionOf(manifest('1.4.0'))).toBe('1.4.0');
    expect(contractVersionOf({ shared: [{ name: 'react', version: '19.3.1' }] })).toBeNull();
    expect(contractVersionOf({})).toBeNull();
    expect(contractVersionOf(null)).toBeNull();
  });

  it('is read under @murmur/shared/core as well, for a remote that imports only that entry', () => {
    const coreOnly = {
      shared: [
        { name: 'react', version: '19.3.1' },
        { name: '@murmur/shared/core', version: '2.1.0' },
      ],
    };
    expect(contractVersionOf(coreOnly)).toBe('2.1.0');
    expect(contractVersionOf({ shared: [{ name: '@murmur/shared-extras', version: '9.0.0' }] })).toBeNull();
  });

  it('fits when its major is not newer than the shell’s: older minors and majors are accepted', () => {
    expect(isContractCompatible('1.2.0', '1.5.0')).toBe(true);
    expect(isContractCompatible('1.9.0', '1.5.0')).toBe(true);
    expect(isContractCompatible('0.3.0', '1.5.0')).toBe(true);
    expect(isContractCompatible('2.0.0', '1.5.0')).toBe(false);
    expect(isContractCompatible('not a version', '1.5.0')).toBe(true);
  });
});

describe('assertRemoteContract', () => {
  it('refuses a remote built against a newer major, with a console message naming it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const newer = `${Number(CONTRACT_VERSION.split('.')[0]) + 1}.0.0`;
    const check = assertRemoteContract('timelines', '/skew/a/mf-manifest.json', replying(manifest(newer)));
    await expect(check).rejects.toBeInstanceOf(ContractSkewError);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining(`Remote "timelines" was built against @murmur/shared ${newer}`),
    );
  });

  it('accepts one built against this or an older version, and asks only once', async () => {
    const fetchImpl = replying(manifest(CONTRACT_VERSION));
    await assertRemoteContract('composer', '/skew/b/mf-manifest.json', fetchImpl);
    await assertRemoteContract('composer', '/skew/b/mf-manifest.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('leaves an unreadable manifest to the federation runtime', async () => {
    await expect(
      assertRemoteContract('x', '/skew/c/mf-manifest.json', replying({}, 404)),
    ).resolves.toBeUndefined();
    const broken = vi.fn(async () => {
      throw new TypeError('network');
    }) as unknown as typeof fetch;
    await expect(assertRemoteContract('x', '/skew/d/mf-manifest.json', broken)).resolves.toBeUndefined();
  });
});
