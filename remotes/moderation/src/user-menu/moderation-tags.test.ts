import { describe, expect, it } from 'vitest';
import { permissionsFor } from '../roles/permissions';
import { offeredTags } from './moderation-tags';

describe('moderation tags (spec 2 section 6)', () => {
  it('offers nothing when the server does not run the tag policy', () => {
    expect(offeredTags({ tagPolicy: false }, true)).toEqual([]);
  });
  it('offers the four policy tags for a remote target, and the three local-only ones too for a local target', () => {
    expect(offeredTags({ tagPolicy: true }, false)).toEqual([
      'mrf_tag:media-force-nsfw',
      'mrf_tag:media-strip',
      'mrf_tag:force-unlisted',
      'mrf_tag:sandbox',
    ]);
    expect(offeredTags({ tagPolicy: true }, true)).toHaveLength(7);
    expect(offeredTags({ tagPolicy: true }, true)).toContain('mrf_tag:quarantine');
  });
});

describe('roles (spec 2 section 6)', () => {
  const pleroma = { pleromaApi: true };
  it('gives a member no control at all', () => {
    expect(Object.values(permissionsFor('member', pleroma)).some(Boolean)).toBe(false);
  });
  it('gives a moderator the modal, activation and tags, but no rights, deletion, approval or announcements', () => {
    expect(permissionsFor('moderator', pleroma)).toEqual({
      moderationModal: true,
      activation: true,
      approve: false,
      tags: true,
      rights: false,
      deleteUsers: false,
      announcements: false,
      adminInterface: false,
    });
  });
  it('gives an admin everything', () => {
    expect(Object.values(permissionsFor('admin', pleroma)).every(Boolean)).toBe(true);
  });
  it('gives nobody admin controls on a server without the Pleroma admin API', () => {
    expect(Object.values(permissionsFor('admin', { pleromaApi: false })).some(Boolean)).toBe(false);
  });
});
