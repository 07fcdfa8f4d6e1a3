import { describe, expect, it } from 'vitest';
import { parseAuthorizationServer } from '../entities/authorization-server';
import { parseInstance, parseInstanceV2 } from '../entities/instance';
import { parseNodeInfo } from '../entities/nodeinfo';
import { capabilitiesFrom, NO_CAPABILITIES } from './capabilities';

const akkomaInstance = parseInstance({
  version: '2.7.2 (compatible; Akkoma 3.13.2)',
  registrations: false,
  approval_required: true,
  urls: { streaming_api: 'wss://akkoma.example' },
  pleroma: {
    metadata: {
      features: [
        'pleroma_api',
        'akkoma_api',
        'mastodon_api',
        'mastodon_api_streaming',
        'polls',
        'quote_posting',
        'editing',
        'bubble_timeline',
        'media_proxy',
        'pleroma_emoji_reactions',
        'custom_emoji_reactions',
        'akkoma:machine_translation',
        'pleroma:get:main/ostatus',
      ],
      federation: { enabled: true, mrf_policies: ['SimplePolicy', 'TagPolicy'] },
      account_activation_required: false,
    },
    vapid_public_key: 'BKEY',
  },
});

const akkomaNodeinfo = parseNodeInfo({
  software: { name: 'akkoma', version: '3.13.2' },
  openRegistrations: false,
  metadata: {
    features: ['pleroma_api'],
    mailerEnabled: true,
    private: false,
    publicTimelineVisibility: { local: true, federated: false, bubble: true },
  },
});

describe('capabilitiesFrom', () => {
  it('reads an Akkoma server from its feature list', () => {
    const caps = capabilitiesFrom(akkomaInstance, akkomaNodeinfo);
    expect(caps).toMatchObject({
      emojiReactions: true,
      customEmojiReactions: true,
      bubbleTimeline: true,
      translation: true,
      editing: true,
      quotePosting: true,
      tagPolicy: true,
      mediaProxy: true,
      chat: false,
      streaming: true,
      settingsProfiles: true,
      remoteFollow: true,
      registrationsOpen: false,
      approvalRequired: true,
      mailer: true,
      webPush: true,
      federating: true,
      publicTimelineVisibleSignedOut: true,
      federatedTimelineVisibleSignedOut: false,
    });
  });

  it('reads an old Pleroma server: chats, no translation, no bubble, no TagPolicy', () => {
    const caps = capabilitiesFrom(
      parseInstance({
        version: '2.7.2 (compatible; Pleroma 2.4.0)',
        pleroma: {
          metadata: { features: ['pleroma_api', 'chat', 'pleroma_emoji_reactions'], federation: {} },
        },
      }),
      null,
    );
    expect(caps).toMatchObject({
      chat: true,
      emojiReactions: true,
      translation: false,
      bubbleTimeline: false,
      tagPolicy: false,
      editing: false,
      settingsProfiles: false,
    });
  });

  it('gives a Mastodon server editing and polls but none of the Pleroma extensions', () => {
    const caps = capabilitiesFrom(
      parseInstance({ version: '4.3.0', urls: { streaming_api: 'wss://m.example' } }),
      parseNodeInfo({ software: { name: 'mastodon', version: '4.3.0' } }),
    );
    expect(caps).toMatchObject({
      editing: true,
      polls: true,
      emojiReactions: false,
      quotePosting: false,
      streaming: true,
    });
  });

  it('reads a compatible server by what it says: polls from configuration.polls, editing from its API version', () => {
    const hollo = capabilitiesFrom(
      parseInstance({
        version: '4.0.0 (compatible; Hollo 0.10.0)',
        configuration: { polls: { max_options: 4, max_characters_per_option: 50 } },
      }),
      parseNodeInfo({ software: { name: 'hollo', version: '0.10.0' } }),
    );
    expect(hollo).toMatchObject({ polls: true, editing: true, localOnlyScope: false, markers: true });
    expect(hollo.sources).toMatchObject({
      polls: 'configuration.polls',
      editing: 'version 4.0.0 (compatible; Hollo 0.10.0)',
    });
    const bare = capabilitiesFrom(
      parseInstance({ version: '3.0.0 (compatible; Tiny 1.0)' }),
      parseNodeInfo({ software: { name: 'tiny', version: '1.0' } }),
    );
    expect(bare).toMatchObject({ polls: false, editing: false });
    expect(bare.sources?.polls).toBe('no configuration.polls');
  });

  it('offers editing to a server that states its Mastodon API level, whatever its version string', () => {
    // Hollo 0.10's v2 instance reply: its own version, and Mastodon's `api_versions`.
    const hollo = capabilitiesFrom(
      parseInstanceV2({
        domain: 'hollo.example',
        title: 'hollo.example',
        version: '0.10.0',
        api_versions: { mastodon: 7 },
        configuration: { polls: { max_options: 10 } },
      }),
      parseNodeInfo({ software: { name: 'hollo', version: '0.10.0' } }),
    );
    expect(hollo).toMatchObject({ editing: true, polls: true, localOnlyScope: false, quotePosting: false });
    expect(hollo.sources?.editing).toBe('api_versions.mastodon 7');
    // Its `feature_quote` (Fedibird's flag: it takes `quote_id`) offers quoting.
    const quoting = capabilitiesFrom(
      parseInstanceV2({ domain: 'hollo.example', version: '0.10.0', feature_quote: true }),
      parseNodeInfo({ software: { name: 'hollo', version: '0.10.0' } }),
    );
    expect(quoting.quotePosting).toBe(true);
    expect(quoting.sources?.quotePosting).toBe('feature_quote');
    // No level, or a nonsense one, decides nothing by itself.
    for (const api_versions of [undefined, { mastodon: 0 }, { mastodon: 'seven' }, 'x']) {
      const other = capabilitiesFrom(
        parseInstanceV2({ domain: 'tiny.example', version: '0.10.0', api_versions }),
        parseNodeInfo({ software: { name: 'tiny', version: '0.10.0' } }),
      );
      expect(other.editing).toBe(false);
    }
    // Pleroma's family decides by its features only.
    const pleroma = capabilitiesFrom(
      parseInstanceV2({
        domain: 'p.example',
        version: '2.7.2 (compatible; Pleroma 2.6.0)',
        api_versions: { mastodon: 2 },
      }),
      parseNodeInfo({ software: { name: 'pleroma', version: '2.6.0' } }),
    );
    expect(pleroma.editing).toBe(false);
  });

  it('offers the local scope and Pleroma’s read call only on Pleroma and Akkoma', () => {
    const akkoma = capabilitiesFrom(
      parseInstance({
        version: '2.7.2 (compatible; Akkoma 3.13.2)',
        pleroma: { metadata: { features: ['pleroma_api'] } },
      }),
      parseNodeInfo({ software: { name: 'akkoma', version: '3.13.2' } }),
    );
    expect(akkoma).toMatchObject({ localOnlyScope: true, markers: false, editing: false });
  });

  it('takes the bubble timeline from nodeinfo localBubbleInstances too', () => {
    const caps = capabilitiesFrom(
      null,
      parseNodeInfo({ metadata: { localBubbleInstances: ['friend.example'] } }),
    );
    expect(caps.bubbleTimeline).toBe(true);
  });

  it('reads a server that does not federate', () => {
    const caps = capabilitiesFrom(
      parseInstance({ pleroma: { metadata: { federation: { enabled: false } } } }),
      null,
    );
    expect(caps.federating).toBe(false);
  });

  it('knows nothing optional before the instance answered', () => {
    expect(NO_CAPABILITIES.emojiReactions).toBe(false);
    expect(NO_CAPABILITIES.editing).toBe(false);
    expect(NO_CAPABILITIES.translation).toBe(false);
  });
});

describe('the server kind and what it implies', () => {
  it('reads the kind from nodeinfo first, then the version string', () => {
    expect(capabilitiesFrom(parseInstance({ version: '4.3.2' }), null).serverKind).toBe('mastodon');
    expect(
      capabilitiesFrom(parseInstance({ version: '4.0.0 (compatible; Hollo 0.10)' }), null).serverKind,
    ).toBe('other');
    expect(
      capabilitiesFrom(parseInstance({ version: '2.7.2 (compatible; Akkoma 3.13.2)' }), null).serverKind,
    ).toBe('akkoma');
    expect(
      capabilitiesFrom(
        parseInstance({ version: '4.0.0 (compatible; Hollo 0.10)' }),
        parseNodeInfo({ software: { name: 'hollo', version: '0.10' } }),
      ).serverKind,
    ).toBe('other');
  });

  it('offers Pleroma files and the direct timeline only on Pleroma and Akkoma', () => {
    const akkoma = capabilitiesFrom(parseInstance({ version: '2.7.2 (compatible; Akkoma 3.13.2)' }), null);
    const mastodon = capabilitiesFrom(parseInstance({ version: '4.3.2' }), null);
    expect([akkoma.pleromaFiles, akkoma.directTimeline]).toEqual([true, true]);
    expect([mastodon.pleromaFiles, mastodon.directTimeline]).toEqual([false, false]);
  });

  it('knows in advance that Hollo offers no direct messages; assumes them elsewhere', () => {
    const hollo = capabilitiesFrom(
      parseInstance({ version: '4.0.0 (compatible; Hollo 0.10)' }),
      parseNodeInfo({ software: { name: 'hollo', version: '0.10' } }),
    );
    const mastodon = capabilitiesFrom(parseInstance({ version: '4.3.2' }), null);
    expect(hollo.directMessages).toBe(false);
    expect(mastodon.directMessages).toBe(true);
  });

  it('offers Pleroma’s account calls on Pleroma and Akkoma, none where other software is named, and asks an unnamed one', () => {
    const calls = (c: ReturnType<typeof capabilitiesFrom>) => [
      c.twoFactor,
      c.sessionList,
      c.accountCredentials,
      c.accountBackups,
      c.accountAliases,
      c.accountMove,
      c.listImport,
      c.notificationSettings,
    ];
    const akkoma = capabilitiesFrom(akkomaInstance, akkomaNodeinfo);
    const hollo = capabilitiesFrom(
      parseInstance({ version: '4.0.0 (compatible; Hollo 0.10)' }),
      parseNodeInfo({ software: { name: 'hollo', version: '0.10' } }),
    );
    const mastodon = capabilitiesFrom(parseInstance({ version: '4.3.2' }), null);
    const unnamed = capabilitiesFrom(parseInstance({ version: '4.0.0 (compatible; Something 1.0)' }), null);
    expect(calls(akkoma).every((on) => on === true)).toBe(true);
    expect(calls(hollo).every((on) => on === false)).toBe(true);
    expect(calls(mastodon).every((on) => on === false)).toBe(true);
    expect(calls(unnamed).every((on) => on === true)).toBe(true);
    expect(hollo.sources?.twoFactor).toBe("server kind other, software 'hollo'");
  });

  it('offers the post preview on Pleroma and Akkoma only (Mastodon and GoToSocial would publish)', () => {
    const kinds = [
      ['2.7.2 (compatible; Akkoma 3.13.2)', true],
      ['2.7.2 (compatible; Pleroma 2.6.0)', true],
      ['4.3.2', false],
      ['0.17.0 git-abc (compatible; GoToSocial)', false],
    ] as const;
    for (const [version, preview] of kinds) {
      expect(capabilitiesFrom(parseInstance({ version }), null).statusPreview).toBe(preview);
    }
    expect(NO_CAPABILITIES.statusPreview).toBe(false);
  });

  it('takes grants, scopes and the authorize page from the authorization server metadata', () => {
    const instance = parseInstance({ version: '4.3.2' });
    expect(capabilitiesFrom(instance, null).passwordGrant).toBe(true);
    const metadata = parseAuthorizationServer({
      issuer: 'https://social.example/',
      authorization_endpoint: 'https://social.example/oauth/authorize',
      scopes_supported: ['read', 'write', 'follow', 'push'],
      grant_types_supported: ['authorization_code', 'client_credentials'],
    });
    const caps = capabilitiesFrom(instance, null, metadata);
    expect(caps.passwordGrant).toBe(false);
    expect(caps.scopesSupported).toEqual(['read', 'write', 'follow', 'push']);
    expect(caps.authorizationEndpoint).toBe('https://social.example/oauth/authorize');
  });

  it('never takes an authorize page that is not http(s)', () => {
    const metadata = parseAuthorizationServer({ authorization_endpoint: 'javascript:alert(1)' });
    expect(capabilitiesFrom(null, null, metadata).authorizationEndpoint).toBeNull();
  });
});

describe('who may read the feeds (Mastodon 4.5 timelines_access)', () => {
  it('reads public, authenticated and disabled for the live and hashtag feeds', () => {
    const instance = parseInstance({
      version: '4.5.0',
      configuration: {
        timelines_access: {
          live_feeds: { local: 'authenticated', remote: 'disabled' },
          hashtag_feeds: { local: 'authenticated', remote: 'authenticated' },
        },
      },
    });
    const caps = capabilitiesFrom(instance, null);
    expect(caps.publicTimelineVisibleSignedOut).toBe(false);
    expect(caps.federatedTimelineVisibleSignedOut).toBe(false);
    expect(caps.tagTimelineVisibleSignedOut).toBe(false);
  });

  it('keeps every feed visible where the server does not say', () => {
    const caps = capabilitiesFrom(parseInstance({ version: '4.3.2' }), null);
    expect(caps.publicTimelineVisibleSignedOut).toBe(true);
    expect(caps.tagTimelineVisibleSignedOut).toBe(true);
  });
});
