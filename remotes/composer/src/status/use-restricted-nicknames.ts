import { DEFAULT_RESTRICTED_NICKNAMES, useInstance } from '@murmur/shared/core';
import { useMemo } from 'react';

/** The instance's restricted nicknames (nodeinfo), for profile links; the defaults until known. */
export function useRestrictedNicknames(): readonly string[] {
  const { nodeinfo } = useInstance();
  const fromServer = nodeinfo?.metadata.restrictedNicknames;
  return useMemo(
    () =>
      fromServer && fromServer.length > 0
        ? [...DEFAULT_RESTRICTED_NICKNAMES, ...fromServer]
        : DEFAULT_RESTRICTED_NICKNAMES,
    [fromServer],
  );
}
