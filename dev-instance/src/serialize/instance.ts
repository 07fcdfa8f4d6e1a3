import type { InstanceConfig } from '../config';
import { PWN } from '../seed/injections';
import { serializeAccount } from './account';
import { type Ctx, url } from './context';

export const FEATURES = [
  'pleroma_api',
  'akkoma_api',
  'mastodon_api',
  'mastodon_api_streaming',
  'polls',
  'v2_suggestions',
  'pleroma_explicit_addressing',
  'shareable_emoji_packs',
  'multifetch',
  'pleroma:api/v1/notifications:include_types_filter',
  'quote_posting',
  'editing',
  'bubble_timeline',
  'media_proxy',
  'safe_dm_mentions',
  'pleroma_emoji_reactions',
  'exposable_reactions',
  'profile_directory',
  'akkoma:machine_translation',
  'custom_emoji_reactions',
  'pleroma:get:main/ostatus',
  'pleroma:bookmark_folders',
  'pleroma_chat_messages',
];

export function federation() {
  return {
    enabled: true,
    exclusions: false,
    mrf_policies: ['SimplePolicy', 'TagPolicy', 'HashtagPolicy', 'InlineQuotePolicy', 'NormalizeMarkup'],
    mrf_simple: {
      // A hostile reason and host name: the about page shows both as text.
      reject: ['evil.example', `pwn.example"><img src=x onerror="${PWN}">`],
      media_nsfw: ['nsfw.example'],
      federated_timeline_removal: ['noisy.example'],
    },
    mrf_simple_info: {
      reject: {
        'evil.example': { reason: 'harassment' },
        [`pwn.example"><img src=x onerror="${PWN}">`]: {
          reason: `<script>${PWN}</script><img src="https://tracker.example/r.png">`,
        },
      },
    },
    mrf_hashtag: { sensitive: ['nsfw'], reject: [], federated_timeline_removal: [] },
    quarantined_instances: [],
    quarantined_instances_info: { quarantined_instances: {} },
  };
}

export function fieldsLimits(config: InstanceConfig) {
  const f = config.fieldsLimits;
  return {
    max_fields: f.maxFields,
    max_remote_fields: f.maxRemoteFields,
    name_length: f.nameLength,
    value_length: f.valueLength,
  };
}

function stats(ctx: Ctx) {
  const domains = new Set<string>();
  let users = 0;
  let statuses = 0;
  for (const a of ctx.world.accounts.values()) {
    if (a.domain) domains.add(a.domain);
    else users++;
  }
  for (const s of ctx.world.statuses.values()) if (!ctx.world.accounts.get(s.accountId)?.domain) statuses++;
  return { user_count: users, status_count: statuses, domain_count: domains.size };
}

/** GET /api/v1/instance: Mastodon's v1 Instance with Pleroma's extras. */
export function serializeInstance(ctx: Ctx, config: InstanceConfig) {
  const ws = ctx.base.replace(/^http/, 'ws');
  const admin = [...ctx.world.accounts.values()].find((a) => a.role === 'admin' && a.domain === null);
  // Invite-only is "closed, with invites" on Pleroma.
  const registrations = config.registrationMode !== 'closed' && config.registrationMode !== 'invite';
  return {
    uri: ctx.host,
    title: config.name,
    short_description: config.description,
    description: config.description,
    email: config.email,
    version: '2.7.2 (compatible; Akkoma 3.15.2-murmur-dev)',
    urls: { streaming_api: ws },
    stats: stats(ctx),
    thumbnail: url(ctx, '@@BASE@@/media/g/thumbnail/600x315.png'),
    languages: config.languages,
    registrations,
    approval_required: config.registrationMode === 'approval',
    invites_enabled: config.registrationMode === 'invite',
    contact_account: admin ? serializeAccount(ctx, admin) : null,
    rules: [
      { id: '1', text: 'Be kind.', hint: '' },
      { id: '2', text: 'Everything here is test data.', hint: '' },
    ],
    configuration: {
      statuses: {
        max_characters: config.maxTootChars,
        max_media_attachments: 10,
        characters_reserved_per_url: 0,
      },
      media_attachments: {
        supported_mime_types: [
          'image/png',
          'image/jpeg',
          'image/gif',
          'image/webp',
          'video/mp4',
          'audio/mpeg',
        ],
        image_size_limit: config.uploadLimit,
        image_matrix_limit: 16_777_216,
        video_size_limit: config.uploadLimit,
        video_frame_rate_limit: 60,
        video_matrix_limit: 2_304_000,
      },
      polls: {
        max_options: config.pollLimits.max_options,
        max_characters_per_option: config.pollLimits.max_option_chars,
        min_expiration: config.pollLimits.min_expiration,
        max_expiration: config.pollLimits.max_expiration,
      },
      accounts: { max_featured_tags: 0 },
    },
    max_toot_chars: config.maxTootChars,
    poll_limits: config.pollLimits,
    upload_limit: config.uploadLimit,
    avatar_upload_limit: config.avatarUploadLimit,
    background_upload_limit: config.backgroundUploadLimit,
    banner_upload_limit: config.bannerUploadLimit,
    background_image: url(ctx, '@@BASE@@/media/g/background/1920x1080.png'),
    description_limit: 5000,
    pleroma: {
      metadata: {
        account_activation_required: config.registrationMode === 'email-confirmation',
        birthday_min_age: 0,
        birthday_required: false,
        features: FEATURES,
        federation: federation(),
        fields_limits: fieldsLimits(config),
        post_formats: ['text/plain', 'text/html', 'text/markdown', 'text/bbcode', 'text/x.misskeymarkdown'],
        privileged_staff: false,
        translation: { allow_remote: true, allow_unauthenticated: false },
      },
      stats: { mau: stats(ctx).user_count },
      ...(config.webPush === 'no-key' ? {} : { vapid_public_key: config.vapidPublicKey }),
    },
  };
}
