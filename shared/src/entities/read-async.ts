import type { Account } from './account';
import type { AuthorizationServer } from './authorization-server';
import { boundList, CAPS } from './caps';
import { type FastReader, account as fastAccount, readFast } from './fast-read';
import type * as Schemas from './index';
import type { Instance } from './instance';
import { fastInstance } from './instance-read';
import { describesInstance, instanceV1FromV2 } from './instance-v2';
import type { List } from './list';
import type { NodeInfo } from './nodeinfo';
import { fastNodeInfo } from './nodeinfo-read';
import type { Notification } from './notification';
import { fastNotification } from './notification-read';
import { fastStatus, type Status } from './status-read';

// The entity readers of @murmur/shared/core (decision 0303): each gives exactly what its
// schema-backed `parse…` gives for the same reply, reading with the fast reader (fast-read.ts) where
// it can, and loading the schemas, with the schema library, only for a reply the fast reader gives
// up on. A start reads servers' ordinary replies, so it reads them without the schema library.

/**
 * What `loadSchemas()` gives: every entity export of `@murmur/shared`, the same objects: each
 * `…Schema` (`statusSchema`, `tagSchema`, `pollSchema`...), each schema-backed `parse…` reader and
 * the entities' constants and helpers.
 */
export type EntitySchemas = typeof Schemas;

let loading: Promise<EntitySchemas> | null = null;

/**
 * The entities' schemas and schema-backed readers (`EntitySchemas`), loaded on the first call (a
 * file of their own, with the schema library); a load that fails is tried again at the next call.
 * `const { tagSchema } = await loadSchemas()`.
 */
export function loadSchemas(): Promise<EntitySchemas> {
  loading ??= import('./index').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function readOne<T>(
  fast: FastReader<T>,
  json: unknown,
  bySchema: (schemas: EntitySchemas) => (json: unknown) => T | null,
): Promise<T | null> {
  const read = readFast(fast, json);
  return read !== undefined ? read : bySchema(await loadSchemas())(json);
}

/** `parseManyWith`'s list: read whole by `fast`, or by the schema-backed reader once one entry needs it. */
async function readMany<T>(
  fast: FastReader<T>,
  json: unknown,
  bySchema: (schemas: EntitySchemas) => (json: unknown) => T[],
): Promise<T[]> {
  if (json === null || json === undefined) return [];
  if (Array.isArray(json)) {
    const out: T[] = [];
    for (const item of boundList(json, CAPS.unpagedList)) {
      const read = readFast(fast, item);
      if (read === undefined) return bySchema(await loadSchemas())(json);
      out.push(read);
    }
    return out;
  }
  return bySchema(await loadSchemas())(json);
}

/** `parseStatus`, without the schema library unless the reply needs it. */
export const parseStatusAsync = (json: unknown): Promise<Status | null> =>
  readOne(fastStatus, json, (s) => s.parseStatus);

/** `parseStatusList`, without the schema library unless the reply needs it. */
export const parseStatusListAsync = (json: unknown): Promise<Status[]> =>
  readMany(fastStatus, json, (s) => s.parseStatusList);

/** `parseAccount`, without the schema library unless the reply needs it. */
export const parseAccountAsync = (json: unknown): Promise<Account | null> =>
  readOne(fastAccount, json, (s) => s.parseAccount);

/** `parseAccountList`, without the schema library unless the reply needs it. */
export const parseAccountListAsync = (json: unknown): Promise<Account[]> =>
  readMany(fastAccount, json, (s) => s.parseAccountList);

/** `parseNotificationList`, without the schema library unless the reply needs it. */
export const parseNotificationListAsync = (json: unknown): Promise<Notification[]> =>
  readMany(fastNotification, json, (s) => s.parseNotificationList);

/** `parseInstance`, without the schema library unless the reply needs it. */
export const parseInstanceAsync = (json: unknown): Promise<Instance | null> =>
  readOne(fastInstance, json, (s) => s.parseInstance);

/** `parseInstanceV2`, without the schema library unless the reply needs it. */
export const parseInstanceV2Async = async (json: unknown): Promise<Instance | null> =>
  describesInstance(json) ? parseInstanceAsync(instanceV1FromV2(json)) : null;

/** `parseNodeInfo`, without the schema library unless the reply needs it. */
export const parseNodeInfoAsync = (json: unknown): Promise<NodeInfo | null> =>
  readOne(fastNodeInfo, json, (s) => s.parseNodeInfo);

/** `parseAuthorizationServer`: read by its schema, which is loaded for it. */
export const parseAuthorizationServerAsync = async (json: unknown): Promise<AuthorizationServer | null> =>
  (await loadSchemas()).parseAuthorizationServer(json);

/** `parseList`: read by its schema, which is loaded for it. */
export const parseListAsync = async (json: unknown): Promise<List | null> =>
  (await loadSchemas()).parseList(json);
