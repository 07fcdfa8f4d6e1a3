import { describe, expect, it } from 'vitest';
import { accountJson } from '../testing/fixtures';
import { parseAnnouncementList } from './announcement';
import { parseEmojiReactionList } from './emoji-reaction';
import { parseInstance } from './instance';
import { parseList, parseLists } from './list';
import { parseNodeInfo } from './nodeinfo';
import { parseRelationshipList } from './relationship';

describe('instance schema', () => {
  it('reads Pleroma limits and metadata', () => {
    const instance = parseInstance({
      uri: 'https://e',
      title: 'E',
      version: '2.7.2 (compatible; Akkoma 3.13.2)',
      max_toot_chars: 8000,
      poll_limits: { max_options: 20, max_option_chars: 200, min_expiration: 0, max_expiration: 31536000 },
      upload_limit: 16000000,
      registrations: true,
      approval_required: true,
      urls: { streaming_api: 'wss://e' },
      pleroma: {
        metadata: {
          features: ['pleroma_api', 'editing'],
          account_activation_required: true,
          post_formats: ['text/plain', 'text/markdown'],
          federation: { enabled: true, mrf_policies: ['TagPolicy'] },
        },
        vapid_public_key: 'KEY',
      },
    });
    expect(instance?.max_toot_chars).toBe(8000);
    expect(instance?.poll_limits).toEqual({
      max_options: 20,
      max_option_chars: 200,
      min_expiration: 0,
      max_expiration: 31536000,
    });
    expect(instance?.pleroma.metadata.features).toEqual(['pleroma_api', 'editing']);
    expect(instance?.pleroma.metadata.post_formats).toContain('text/markdown');
    expect(instance?.pleroma.vapid_public_key).toBe('KEY');
    expect(instance?.urls.streaming_api).toBe('wss://e');
  });

  it('takes limits from Mastodon configuration, then from the spec defaults', () => {
    const mastodon = parseInstance({
      configuration: {
        statuses: { max_characters: 500 },
        polls: {
          max_options: 4,
          max_characters_per_option: 50,
          min_expiration: 300,
          max_expiration: 2629746,
        },
      },
    });
    expect(mastodon?.max_toot_chars).toBe(500);
    expect(mastodon?.poll_limits).toEqual({
      max_options: 4,
      max_option_chars: 50,
      min_expiration: 300,
      max_expiration: 2629746,
    });
    const bare = parseInstance({ max_toot_chars: null, poll_limits: 'x' });
    expect(bare?.max_toot_chars).toBe(5000);
    expect(bare?.poll_limits).toEqual({
      max_options: 4,
      max_option_chars: 255,
      min_expiration: 60,
      max_expiration: 86400,
    });
  });

  it('keeps a text limit of 0 (no limit) as 0', () => {
    expect(parseInstance({ max_toot_chars: 0 })?.max_toot_chars).toBe(0);
  });
});

describe('nodeinfo schema', () => {
  it('reads software, features and Akkoma metadata, repairing junk', () => {
    const info = parseNodeInfo({
      version: '2.0',
      software: { name: 'akkoma', version: '3.13.2' },
      openRegistrations: true,
      metadata: {
        features: ['bubble_timeline', 3],
        localBubbleInstances: ['a.example'],
        mailerEnabled: true,
        publicTimelineVisibility: { local: true, federated: false, bubble: true },
        suggestions: 'junk',
      },
    });
    expect(info?.software.name).toBe('akkoma');
    expect(info?.metadata.features).toEqual(['bubble_timeline']);
    expect(info?.metadata.localBubbleInstances).toEqual(['a.example']);
    expect(info?.metadata.publicTimelineVisibility).toEqual({ local: true, federated: false, bubble: true });
    expect(info?.metadata.suggestions).toEqual({ enabled: false, web: '' });
    expect(parseNodeInfo({})?.metadata.features).toEqual([]);
  });
});

describe('smaller entities', () => {
  it('reads lists, relationships and announcements', () => {
    expect(parseList({ id: 1, title: 'Friends' })).toEqual({
      id: '1',
      title: 'Friends',
      replies_policy: 'list',
      exclusive: false,
    });
    expect(parseLists([{ id: 'a', title: 'A' }, { title: 'no id' }]).map((l) => l.id)).toEqual(['a']);
    expect(parseRelationshipList([{ id: '5', following: true }])[0]).toMatchObject({
      id: '5',
      following: true,
      blocking: false,
      showing_reblogs: true,
      note: '',
    });
    const [announcement] = parseAnnouncementList([
      { id: 'n', content: 'hi', all_day: true, read: 'no', pleroma: { raw_content: 'hi' } },
    ]);
    expect(announcement).toMatchObject({
      id: 'n',
      all_day: true,
      read: false,
      pleroma: { raw_content: 'hi' },
    });
  });

  it('reads the reactions endpoint, taking account_ids from the accounts', () => {
    const [reaction] = parseEmojiReactionList([
      { name: '🦊', count: 2, me: false, accounts: [accountJson({ id: 'x' }), accountJson({ id: 'y' })] },
    ]);
    expect(reaction?.account_ids).toEqual(['x', 'y']);
    expect(reaction?.accounts.map((a) => a.id)).toEqual(['x', 'y']);
  });
});
