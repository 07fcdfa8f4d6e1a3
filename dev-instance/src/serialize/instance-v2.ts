import type { InstanceConfig } from '../config';
import type { Ctx } from './context';
import { serializeInstance } from './instance';

/**
 * GET /api/v2/instance: Mastodon's v2 Instance, with the `pleroma` object Akkoma adds (its upload
 * limits moved into the metadata, as Akkoma's v2 does). Built from the v1 reply so both agree.
 */
export function serializeInstanceV2(ctx: Ctx, config: InstanceConfig) {
  const v1 = serializeInstance(ctx, config);
  return {
    domain: ctx.host,
    title: v1.title,
    version: v1.version,
    source_url: 'https://akkoma.dev/AkkomaGang/akkoma',
    description: v1.short_description,
    usage: { users: { active_month: v1.stats.user_count } },
    thumbnail: { url: v1.thumbnail },
    icon: [],
    api_versions: { mastodon: 2 },
    languages: v1.languages,
    configuration: {
      ...v1.configuration,
      accounts: { max_featured_tags: 0, max_pinned_statuses: 5 },
      translation: { enabled: true },
      urls: { streaming: v1.urls.streaming_api },
      ...(config.webPush === 'no-key' ? {} : { vapid: { public_key: config.vapidPublicKey } }),
    },
    registrations: {
      enabled: v1.registrations,
      approval_required: v1.approval_required,
      message: null,
      url: null,
    },
    contact: { email: v1.email, account: v1.contact_account },
    rules: v1.rules,
    pleroma: {
      ...v1.pleroma,
      metadata: {
        ...v1.pleroma.metadata,
        avatar_upload_limit: v1.avatar_upload_limit,
        background_upload_limit: v1.background_upload_limit,
        banner_upload_limit: v1.banner_upload_limit,
        background_image: v1.background_image,
        description_limit: v1.description_limit,
      },
    },
  };
}
