import type { InstanceConfig } from '../config';
import { accountUrl } from '../world/urls';
import { type Ctx, url } from './context';
import { FEATURES, federation, fieldsLimits } from './instance';

/** GET /nodeinfo/2.0.json (and 2.1) as Akkoma fills it. */
export function serializeNodeinfo(ctx: Ctx, config: InstanceConfig, version: '2.0' | '2.1') {
  let users = 0;
  let posts = 0;
  const staff: string[] = [];
  for (const a of ctx.world.accounts.values()) {
    if (a.domain !== null) continue;
    users++;
    if (a.role !== 'member') staff.push(url(ctx, accountUrl(a)));
  }
  for (const s of ctx.world.statuses.values())
    if (ctx.world.accounts.get(s.accountId)?.domain === null) posts++;
  const software: Record<string, string> = { name: 'akkoma', version: '3.15.2-murmur-dev' };
  if (version === '2.1') software.repository = 'https://akkoma.dev/AkkomaGang/akkoma';
  return {
    version,
    software,
    protocols: ['activitypub'],
    services: { inbound: [], outbound: [] },
    openRegistrations: config.registrationMode !== 'closed' && config.registrationMode !== 'invite',
    usage: { users: { total: users, activeMonth: users, activeHalfyear: users }, localPosts: posts },
    metadata: {
      nodeName: config.name,
      nodeDescription: config.description,
      private: false,
      suggestions: { enabled: true },
      staffAccounts: staff,
      federation: federation(),
      pollLimits: config.pollLimits,
      postFormats: ['text/plain', 'text/html', 'text/markdown', 'text/bbcode', 'text/x.misskeymarkdown'],
      uploadLimits: {
        general: config.uploadLimit,
        avatar: config.avatarUploadLimit,
        banner: config.bannerUploadLimit,
        background: config.backgroundUploadLimit,
      },
      fieldsLimits: {
        maxFields: config.fieldsLimits.maxFields,
        maxRemoteFields: config.fieldsLimits.maxRemoteFields,
        nameLength: config.fieldsLimits.nameLength,
        valueLength: config.fieldsLimits.valueLength,
      },
      accountActivationRequired: config.registrationMode === 'email-confirmation',
      invitesEnabled: config.registrationMode === 'invite',
      mailerEnabled: config.mailerEnabled,
      features: FEATURES,
      restrictedNicknames: config.restrictedNicknames,
      skipThreadContainment: true,
      localBubbleInstances: config.bubbleDomains,
      publicTimelineVisibility: { local: true, federated: true, bubble: true },
      federatedTimelineAvailable: true,
      nodeinfoFieldsLimits: fieldsLimits(config),
    },
  };
}
