import { describe, expect, it } from 'vitest';
import { parseInstanceV2 } from './instance';

describe('the v2 instance reply', () => {
  it('reads Mastodon’s v2 shape into the instance the screens know', () => {
    const instance = parseInstanceV2({
      domain: 'social.example',
      title: 'Social',
      version: '4.3.2',
      description: 'A small server',
      thumbnail: { url: 'https://social.example/thumb.png' },
      languages: ['en'],
      configuration: {
        urls: { streaming: 'wss://social.example' },
        statuses: { max_characters: 1000, max_media_attachments: 4 },
        media_attachments: { image_size_limit: 16777216 },
        polls: {
          max_options: 6,
          max_characters_per_option: 80,
          min_expiration: 300,
          max_expiration: 2629746,
        },
      },
      registrations: { enabled: true, approval_required: true },
      contact: { email: 'admin@social.example', account: null },
      rules: [{ id: '1', text: 'Be kind' }],
    });
    expect(instance?.uri).toBe('social.example');
    expect(instance?.max_toot_chars).toBe(1000);
    expect(instance?.poll_limits.max_options).toBe(6);
    expect(instance?.urls.streaming_api).toBe('wss://social.example');
    expect(instance?.registrations).toBe(true);
    expect(instance?.approval_required).toBe(true);
    expect(instance?.upload_limit).toBe(16777216);
    expect(instance?.rules).toEqual([{ id: '1', text: 'Be kind' }]);
    expect(instance?.pleroma.metadata.features).toEqual([]);
  });

  it('keeps Akkoma’s extension object and its upload limits', () => {
    const instance = parseInstanceV2({
      domain: 'akkoma.example',
      title: 'Akkoma',
      version: '2.7.2 (compatible; Akkoma 3.13.2)',
      configuration: { vapid: { public_key: 'BKey' } },
      pleroma: { metadata: { features: ['pleroma_api', 'akkoma_api'], avatar_upload_limit: 2000000 } },
    });
    expect(instance?.pleroma.metadata.features).toEqual(['pleroma_api', 'akkoma_api']);
    expect(instance?.avatar_upload_limit).toBe(2000000);
    expect(instance?.pleroma.vapid_public_key).toBe('BKey');
  });

  it('is null for a reply that describes no instance', () => {
    expect(parseInstanceV2({ error: 'Record not found' })).toBeNull();
    expect(parseInstanceV2('nonsense')).toBeNull();
  });
});
