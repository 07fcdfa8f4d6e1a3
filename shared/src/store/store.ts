import type { Account } from '../entities/account';
import type { AdminReport, AdminUser } from '../entities/admin';
import type { List } from '../entities/list';
import type { Notification } from '../entities/notification';
import type { Poll } from '../entities/poll';
import type { Relationship } from '../entities/relationship';
import type { Status } from '../entities/status';
import { EntityTable } from './entity-table';
import { Retention } from './retention';
import { TimelinesTable } from './timelines';

/** Nested statuses are resolved this deep at most (a quote of a quote of a quote...). */
const MAX_NESTING = 4;

/** Accounts; storing one also stores its moved-to account and its embedded relationship. */
export class AccountsTable extends EntityTable<Account> {
  constructor(private readonly relationships: EntityTable<Relationship>) {
    super();
  }

  override upsertMany(accounts: readonly Account[]): void {
    const all: Account[] = [];
    const relationships: Relationship[] = [];
    const visit = (account: Account, depth: number): Account => {
      if (account.pleroma.relationship) relationships.push(account.pleroma.relationship);
      const moved = account.moved && depth < MAX_NESTING ? visit(account.moved, depth + 1) : account.moved;
      const stored = moved === account.moved ? account : { ...account, moved };
      all.push(stored);
      return stored;
    };
    for (const account of accounts) visit(account, 0);
    if (relationships.length > 0) this.relationships.upsertMany(relationships);
    super.upsertMany(all);
  }
}

interface Resolution {
  raw: Status;
  account: Account;
  reblog: Status | null;
  quote: Status | null;
  poll: Poll | null;
  value: Status;
}

/**
 * Statuses. Storing a status also stores its author, its reblogged and quoted statuses (each under
 * its own id) and its poll, so an action on the original shows on every reblog of it. Read a
 * status with `resolve(id)` (or `useStatus`) to get its nested parts as they are now.
 */
export class StatusesTable extends EntityTable<Status> {
  private readonly resolutions = new Map<string, Resolution>();

  constructor(
    private readonly accounts: AccountsTable,
    private readonly polls: EntityTable<Poll>,
    private readonly timelines: TimelinesTable,
  ) {
    super();
    this.changes$.subscribe((change) => {
      if (change.type === 'clear') this.resolutions.clear();
      else if (change.type === 'remove') for (const id of change.ids) this.resolutions.delete(id);
    });
  }

  override upsertMany(statuses: readonly Status[]): void {
    const accounts: Account[] = [];
    const polls: Poll[] = [];
    const all: Status[] = [];
    const visit = (status: Status, depth: number): void => {
      accounts.push(status.account);
      if (status.poll) polls.push(status.poll);
      if (depth < MAX_NESTING) {
        if (status.reblog) visit(status.reblog, depth + 1);
        if (status.quote) visit(status.quote, depth + 1);
      }
      all.push(status);
    };
    for (const status of statuses) visit(status, 0);
    // Authors and polls first, so a listener woken by the statuses finds them.
    this.accounts.upsertMany(accounts);
    this.polls.upsertMany(polls);
    super.upsertMany(all);
  }

  /**
   * Removes statuses (a deletion): also every reblog of them, and their ids from every timeline.
   */
  override removeMany(ids: readonly string[]): void {
    const gone = new Set(ids);
    for (const status of this.items.values())
      if (status.reblog && gone.has(status.reblog.id)) gone.add(status.id);
    const all = [...gone];
    super.removeMany(all);
    this.timelines.removeStatusIds(all);
  }

  /**
   * The status with its author, poll, reblog and quote as the store holds them now. The same
   * object is returned as long as none of those changed.
   */
  resolve(id: string | null | undefined, depth = 0): Status | undefined {
    if (id == null) return undefined;
    const raw = this.items.get(id);
    if (!raw) return undefined;
    const account = this.accounts.get(raw.account.id) ?? raw.account;
    const poll = raw.poll ? (this.polls.get(raw.poll.id) ?? raw.poll) : null;
    const nested = (inner: Status | null): Status | null => {
      if (!inner) return null;
      if (depth >= MAX_NESTING) return this.items.get(inner.id) ?? inner;
      return this.resolve(inner.id, depth + 1) ?? inner;
    };
    const reblog = nested(raw.reblog);
    const quote = nested(raw.quote);
    const cached = this.resolutions.get(id);
    if (
      cached &&
      cached.raw === raw &&
      cached.account === account &&
      cached.poll === poll &&
      cached.reblog === reblog &&
      cached.quote === quote
    ) {
      return cached.value;
    }
    const unchanged =
      account === raw.account && poll === raw.poll && reblog === raw.reblog && quote === raw.quote;
    const value = unchanged ? raw : { ...raw, account, poll, reblog, quote };
    this.resolutions.set(id, { raw, account, poll, reblog, quote, value });
    return value;
  }
}

/** Notifications; storing one also stores its account, target account and status. */
export class NotificationsTable extends EntityTable<Notification> {
  constructor(
    private readonly accounts: AccountsTable,
    private readonly statuses: StatusesTable,
  ) {
    super();
  }

  override upsertMany(notifications: readonly Notification[]): void {
    const accounts: Account[] = [];
    const statuses: Status[] = [];
    for (const n of notifications) {
      accounts.push(n.account);
      if (n.target) accounts.push(n.target);
      if (n.status) statuses.push(n.status);
    }
    this.accounts.upsertMany(accounts);
    this.statuses.upsertMany(statuses);
    super.upsertMany(notifications);
  }
}

/** The page's one entity store. */
export interface Store {
  statuses: StatusesTable;
  accounts: AccountsTable;
  /** Keyed by the other account's id. */
  relationships: EntityTable<Relationship>;
  notifications: NotificationsTable;
  polls: EntityTable<Poll>;
  lists: EntityTable<List>;
  timelines: TimelinesTable;
  /** What mounted views hold on to; the sweep (`sweepStore`) never removes it. */
  retention: Retention;
  /** Staff only: reports as the admin API lists them (the moderation modal). */
  reports: EntityTable<AdminReport>;
  /** Staff only: users as the admin API lists them, keyed by id. */
  adminUsers: EntityTable<AdminUser>;
  /** Empties every table (logout, or switching account). */
  reset(): void;
}

/** Creates a store. The app uses the `store` singleton; tests create their own. */
export function createStore(): Store {
  const relationships = new EntityTable<Relationship>();
  const accounts = new AccountsTable(relationships);
  const polls = new EntityTable<Poll>();
  const lists = new EntityTable<List>();
  const timelines = new TimelinesTable();
  const statuses = new StatusesTable(accounts, polls, timelines);
  const notifications = new NotificationsTable(accounts, statuses);
  const reports = new EntityTable<AdminReport>();
  const adminUsers = new EntityTable<AdminUser>();
  return {
    statuses,
    accounts,
    relationships,
    notifications,
    polls,
    lists,
    timelines,
    retention: new Retention(),
    reports,
    adminUsers,
    reset() {
      reports.clear();
      adminUsers.clear();
      timelines.clear();
      notifications.clear();
      statuses.clear();
      polls.clear();
      lists.clear();
      relationships.clear();
      accounts.clear();
    },
  };
}

/** The entity store: the app's only data layer (one per page; `@murmur/shared` is a singleton). */
export const store: Store = createStore();
