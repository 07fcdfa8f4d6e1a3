import type { AuthorizationServer } from '../entities/authorization-server';
import type { Instance } from '../entities/instance';
import type { NodeInfo } from '../entities/nodeinfo';

/**
 * What the server can do. Screens ask these flags and never look at versions. Each flag says where
 * it comes from: `features` is the list of feature names a Pleroma/Akkoma server sends in both
 * `/api/v1/instance` (pleroma.metadata.features) and nodeinfo (metadata.features).
 */
/** Which kind of server this is, from nodeinfo's software name first, then the version string. */
export type ServerKind = 'akkoma' | 'pleroma' | 'mastodon' | 'gotosocial' | 'other';

export interface Capabilities {
  /** The server software (for the few things no feature flag says, such as the scope names). */
  serverKind: ServerKind;
  /** Pleroma- and Akkoma-only files and calls exist (frontend configurations, the instance panel, stickers...). */
  pleromaFiles: boolean;
  /** The direct-messages timeline (/api/v1/timelines/direct): Pleroma and Akkoma; Mastodon removed it in 3.0. */
  directTimeline: boolean;
  /**
   * Direct messages at all (the direct timeline or /api/v1/conversations). False only for
   * software known to have neither (small single-user servers such as Hollo); elsewhere the DM
   * screen finds out from the server's 404 and says so.
   */
  directMessages: boolean;
  /** The password grant works (RFC 8414 grant_types_supported when the server publishes it; else assumed). */
  passwordGrant: boolean;
  /** The scopes the server says it supports (RFC 8414), or null when it does not say. */
  scopesSupported: readonly string[] | null;
  /** The server's own authorize page (RFC 8414), absolute; null when it publishes no metadata. */
  authorizationEndpoint: string | null;
  /** Pleroma/Akkoma extension API at all (`/api/v1/pleroma/...`). feature 'pleroma_api'. */
  pleromaApi: boolean;
  /** Akkoma-only API (`/api/v1/akkoma/...`). feature 'akkoma_api'. */
  akkomaApi: boolean;
  /** Emoji reactions (PUT/DELETE /api/v1/pleroma/statuses/{id}/reactions/{emoji}). feature 'pleroma_emoji_reactions'. */
  emojiReactions: boolean;
  /** Custom (non-unicode) emoji as reactions. feature 'custom_emoji_reactions' (Akkoma). */
  customEmojiReactions: boolean;
  /** Who reacted is visible to others. feature 'exposable_reactions'. */
  exposableReactions: boolean;
  /** The bubble timeline (/api/v1/timelines/bubble). feature 'bubble_timeline' (Akkoma, when the admin set bubble instances), or nodeinfo localBubbleInstances non-empty. */
  bubbleTimeline: boolean;
  /** Machine translation of posts. feature 'akkoma:machine_translation' (Akkoma with a translator). */
  translation: boolean;
  /** Editing posts (PUT /api/v1/statuses/{id}). feature 'editing' (Pleroma 2.5+, Akkoma); Mastodon always. */
  editing: boolean;
  /** Quote posts (quote_id when posting). feature 'quote_posting', or the instance's `feature_quote`. */
  quotePosting: boolean;
  /** Polls in posts. feature 'polls'; Mastodon always. */
  polls: boolean;
  /**
   * Previewing a post: POST /api/v1/statuses with preview=true answers the rendered status without
   * storing it. Pleroma and Akkoma (no feature name says it); Mastodon and GoToSocial ignore the
   * flag and would publish the post.
   */
  statusPreview: boolean;
  /** MRF TagPolicy is active, so the moderation tags of the admin menu have effect. federation.mrf_policies includes 'TagPolicy'. */
  tagPolicy: boolean;
  /** Remote media go through the server's media proxy. feature 'media_proxy'. */
  mediaProxy: boolean;
  /** Pleroma chats. feature 'chat' or 'pleroma_chat_messages' (removed in Akkoma). */
  chat: boolean;
  /** Streaming API over WebSocket. feature 'mastodon_api_streaming', or instance urls.streaming_api present. */
  streaming: boolean;
  /** Suggestions v2 (who to follow). feature 'v2_suggestions', or nodeinfo suggestions.enabled. */
  suggestions: boolean;
  /** Filtering notifications by type server-side. feature 'pleroma:api/v1/notifications:include_types_filter'. */
  notificationTypesFilter: boolean;
  /** Safe DM mentions: only explicit mentions address a DM. feature 'safe_dm_mentions'. */
  safeDmMentions: boolean;
  /** Profile directory. feature 'profile_directory'. */
  profileDirectory: boolean;
  /** Remote follow through {host}/main/ostatus. feature 'pleroma:get:main/ostatus'. */
  remoteFollow: boolean;
  /** Settings profiles (/api/v1/akkoma/frontend_settings). Akkoma: feature 'akkoma_api'. */
  settingsProfiles: boolean;
  /** Registrations are open. instance.registrations, or nodeinfo openRegistrations. */
  registrationsOpen: boolean;
  /** New accounts wait for approval. instance.approval_required. */
  approvalRequired: boolean;
  /** New accounts must confirm their e-mail. pleroma.metadata.account_activation_required, or nodeinfo. */
  accountActivationRequired: boolean;
  /** The server sends e-mail (password reset works). nodeinfo metadata.mailerEnabled. */
  mailer: boolean;
  /** The instance federates. pleroma.metadata.federation.enabled, or nodeinfo metadata.federation.enabled (default true). */
  federating: boolean;
  /** The instance is private (timelines need sign-in). nodeinfo metadata.private. */
  privateInstance: boolean;
  /** The public (local) timeline is visible signed out. nodeinfo metadata.publicTimelineVisibility.local (default true). */
  publicTimelineVisibleSignedOut: boolean;
  /** The federated timeline is visible signed out. nodeinfo publicTimelineVisibility.federated (default true). */
  federatedTimelineVisibleSignedOut: boolean;
  /** Hashtag timelines are visible signed out. Mastodon 4.5 timelines_access.hashtag_feeds.local (default true). */
  tagTimelineVisibleSignedOut?: boolean;
  /** Web push available. instance pleroma.vapid_public_key present. */
  webPush: boolean;
  /**
   * Pleroma's 'local' scope (posts that stay on the instance): Pleroma and Akkoma only; Mastodon
   * and others refuse the visibility.
   */
  localOnlyScope?: boolean;
  /**
   * Read markers (GET/POST /api/v1/markers) keep "Mark all as read" on servers without Pleroma's
   * read call: Mastodon-API servers that are not Pleroma; learned off on a 404.
   */
  markers?: boolean;
  /** Muting a conversation (POST /api/v1/statuses/{id}/mute): assumed; learned off on a 404. */
  muteConversation?: boolean;
  /** A private note on an account (POST /api/v1/accounts/{id}/note): assumed; learned off on a 404. */
  accountNotes?: boolean;
  /** Dismissing one notification (POST /api/v1/notifications/{id}/dismiss): assumed; learned off on a 404. */
  dismissNotification?: boolean;
  /**
   * A post's source as written (GET /api/v1/statuses/{id}/source), which edit and redraft open on:
   * assumed; learned off on a 404, the form then opens on the post's text as shown.
   */
  statusSource?: boolean;
  /**
   * Pleroma's account calls behind the settings tabs, each learned off on a 404: two-factor
   * authentication (/api/pleroma/accounts/mfa), the sessions list (/api/oauth_tokens.json),
   * changing the e-mail or password and deleting the account (/api/pleroma/change_email,
   * change_password, delete_account), backups (/api/v1/pleroma/backups), aliases
   * (/api/pleroma/aliases), moving the account (/api/pleroma/move_account), importing follows,
   * blocks and mutes (/api/pleroma/*_import) and the server's notification settings
   * (/api/pleroma/notification_settings). On Pleroma and Akkoma; not on a server whose nodeinfo
   * names other software without Pleroma's API; assumed on a server that names none (asked once).
   */
  twoFactor?: boolean;
  sessionList?: boolean;
  accountCredentials?: boolean;
  accountBackups?: boolean;
  accountAliases?: boolean;
  accountMove?: boolean;
  listImport?: boolean;
  notificationSettings?: boolean;
  /**
   * Where each decision above came from, by flag: 'feature editing', 'configuration.polls',
   * 'version 4.0.0', 'server kind mastodon', 'learned: 404 from PUT /api/v1/statuses/{id}'...
   */
  sources?: Readonly<Partial<Record<CapabilityName, string>>>;
}

/** The names of the capability flags. */
export type CapabilityName = Exclude<
  keyof Capabilities,
  'serverKind' | 'sources' | 'scopesSupported' | 'authorizationEndpoint'
>;

/** The Mastodon API version a server claims: '4.3.2', or the '4.0.0' of '4.0.0 (compatible; Hollo 0.10)'. */
function apiVersionOf(version: string): [number, number] | null {
  const match = /^(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

function atLeast(version: [number, number] | null, major: number, minor: number): boolean {
  return version !== null && (version[0] > major || (version[0] === major && version[1] >= minor));
}

function hasFederationPolicy(federation: Record<string, unknown>, policy: string): boolean {
  const policies = federation.mrf_policies;
  return Array.isArray(policies) && policies.includes(policy);
}

/** The settings' Pleroma account calls, one capability each (see `Capabilities.twoFactor`). */
const PLEROMA_ACCOUNT_CALLS = [
  'twoFactor',
  'sessionList',
  'accountCredentials',
  'accountBackups',
  'accountAliases',
  'accountMove',
  'listImport',
  'notificationSettings',
] as const satisfies readonly CapabilityName[];

/** nodeinfo software names of servers with neither the direct timeline nor conversations. */
const SOFTWARE_WITHOUT_DIRECT_MESSAGES: readonly string[] = ['hollo'];

function serverKindOf(software: string, version: string, pleromaApi: boolean): ServerKind {
  for (const kind of ['akkoma', 'pleroma', 'mastodon', 'gotosocial'] as const) {
    if (software === kind) return kind;
  }
  if (software !== '') return pleromaApi ? 'pleroma' : 'other';
  if (/akkoma/i.test(version)) return 'akkoma';
  if (/pleroma/i.test(version) || pleromaApi) return 'pleroma';
  if (/gotosocial/i.test(version)) return 'gotosocial';
  // "4.0.0 (compatible; Hollo 0.10)" speaks Mastodon's API but is not Mastodon.
  if (/^\d+\.\d+/.test(version) && !/compatible/i.test(version)) return 'mastodon';
  return 'other';
}

/**
 * Reads the capabilities from the instance reply, nodeinfo and the OAuth authorization server
 * metadata (any may be missing).
 */
export function capabilitiesFrom(
  instance: Instance | null,
  nodeinfo: NodeInfo | null,
  authServer: AuthorizationServer | null = null,
): Capabilities {
  const features = new Set([
    ...(instance?.pleroma.metadata.features ?? []),
    ...(nodeinfo?.metadata.features ?? []),
  ]);
  const has = (name: string) => features.has(name);
  const software = nodeinfo?.software.name.toLowerCase() ?? '';
  const version = instance?.version ?? '';
  const serverKind = serverKindOf(software, version, has('pleroma_api'));
  const isMastodon = serverKind === 'mastodon';
  const pleromaFamily = serverKind === 'akkoma' || serverKind === 'pleroma';
  const grants = authServer?.grant_types_supported ?? null;
  const federation = {
    ...(nodeinfo?.metadata.federation ?? {}),
    ...(instance?.pleroma.metadata.federation ?? {}),
  };
  const visibility = nodeinfo?.metadata.publicTimelineVisibility ?? null;
  // Mastodon 4.5 says who may read its feeds in the instance reply.
  const access = instance?.configuration?.timelines_access ?? null;
  const open = (value: string | null | undefined): boolean | undefined =>
    value === null || value === undefined ? undefined : value === 'public';

  // Pleroma's account calls are Pleroma's and Akkoma's: a server that names other software
  // (Mastodon, GoToSocial, Hollo...) and no Pleroma API has none; one that names none is asked.
  const accountCallsAssumed = pleromaFamily || (serverKind === 'other' && software === '');
  const pleromaAccountCalls = Object.fromEntries(
    PLEROMA_ACCOUNT_CALLS.map((name) => [name, accountCallsAssumed]),
  ) as Record<(typeof PLEROMA_ACCOUNT_CALLS)[number], boolean>;

  // Editing came with Mastodon 3.5 (its API version, also claimed by compatible servers). A server
  // stating `api_versions.mastodon` speaks Mastodon 4.3's API or later, whatever its own version
  // string says (Hollo 0.10 answers '0.10.0' and `api_versions: { mastodon: 7 }`).
  const apiVersion = pleromaFamily ? null : apiVersionOf(version);
  const mastodonApiLevel = pleromaFamily ? null : (instance?.api_versions.mastodon ?? null);
  const statesMastodonApi = mastodonApiLevel !== null && mastodonApiLevel >= 1;
  const pollsConfigured = Boolean(instance?.configuration?.polls);
  const oldMastodon = isMastodon && !instance?.configuration;
  const sources: Partial<Record<CapabilityName, string>> = {
    polls: has('polls')
      ? 'feature polls'
      : pollsConfigured
        ? 'configuration.polls'
        : oldMastodon
          ? 'server kind mastodon'
          : 'no configuration.polls',
    editing: has('editing')
      ? 'feature editing'
      : isMastodon
        ? 'server kind mastodon'
        : atLeast(apiVersion, 3, 5)
          ? `version ${version}`
          : statesMastodonApi
            ? `api_versions.mastodon ${mastodonApiLevel}`
            : 'no feature editing',
    quotePosting: has('quote_posting')
      ? 'feature quote_posting'
      : instance?.feature_quote
        ? 'feature_quote'
        : 'no feature quote_posting',
    localOnlyScope: `server kind ${serverKind}`,
    markers: pleromaFamily ? "server kind (Pleroma's read call instead)" : `server kind ${serverKind}`,
    statusPreview: `server kind ${serverKind}`,
    directTimeline: `server kind ${serverKind}`,
    ...Object.fromEntries(
      PLEROMA_ACCOUNT_CALLS.map((name) => [name, `server kind ${serverKind}, software '${software}'`]),
    ),
  };
  return {
    sources,
    localOnlyScope: pleromaFamily,
    markers: !pleromaFamily && !has('pleroma_api'),
    muteConversation: true,
    accountNotes: true,
    dismissNotification: true,
    statusSource: true,
    ...pleromaAccountCalls,
    serverKind,
    pleromaFiles: pleromaFamily,
    directTimeline: pleromaFamily,
    directMessages: !SOFTWARE_WITHOUT_DIRECT_MESSAGES.includes(software),
    passwordGrant: grants === null || grants.includes('password'),
    scopesSupported: authServer?.scopes_supported ?? null,
    authorizationEndpoint: authServer?.authorization_endpoint ?? null,
    pleromaApi: has('pleroma_api'),
    akkomaApi: has('akkoma_api'),
    emojiReactions: has('pleroma_emoji_reactions'),
    customEmojiReactions: has('custom_emoji_reactions'),
    exposableReactions: has('exposable_reactions'),
    bubbleTimeline: has('bubble_timeline') || (nodeinfo?.metadata.localBubbleInstances.length ?? 0) > 0,
    translation: has('akkoma:machine_translation'),
    editing: has('editing') || isMastodon || atLeast(apiVersion, 3, 5) || statesMastodonApi,
    quotePosting: has('quote_posting') || Boolean(instance?.feature_quote),
    polls: has('polls') || pollsConfigured || oldMastodon,
    statusPreview: pleromaFamily,
    tagPolicy: hasFederationPolicy(federation, 'TagPolicy'),
    mediaProxy: has('media_proxy'),
    chat: has('chat') || has('pleroma_chat_messages'),
    streaming: has('mastodon_api_streaming') || Boolean(instance?.urls.streaming_api),
    suggestions: has('v2_suggestions') || Boolean(nodeinfo?.metadata.suggestions.enabled),
    notificationTypesFilter: has('pleroma:api/v1/notifications:include_types_filter'),
    safeDmMentions: has('safe_dm_mentions'),
    profileDirectory: has('profile_directory'),
    remoteFollow: has('pleroma:get:main/ostatus'),
    settingsProfiles: has('akkoma_api'),
    registrationsOpen: Boolean(instance?.registrations) || Boolean(nodeinfo?.openRegistrations),
    approvalRequired: Boolean(instance?.approval_required),
    accountActivationRequired:
      Boolean(instance?.pleroma.metadata.account_activation_required) ||
      Boolean(nodeinfo?.metadata.accountActivationRequired),
    mailer: Boolean(nodeinfo?.metadata.mailerEnabled),
    federating: federation.enabled !== false,
    privateInstance: Boolean(nodeinfo?.metadata.private),
    publicTimelineVisibleSignedOut: open(access?.live_feeds?.local) ?? visibility?.local ?? true,
    federatedTimelineVisibleSignedOut: open(access?.live_feeds?.remote) ?? visibility?.federated ?? true,
    tagTimelineVisibleSignedOut: open(access?.hashtag_feeds?.local) ?? true,
    webPush: Boolean(instance?.pleroma.vapid_public_key),
  };
}

/** Capabilities before the instance has answered: no optional feature, the spec defaults elsewhere. */
export const NO_CAPABILITIES: Capabilities = capabilitiesFrom(null, null);
