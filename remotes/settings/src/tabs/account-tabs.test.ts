import { describe, expect, it } from 'vitest';
import { aliasHandle } from './aliases-tab';
import { readBackups } from './backup-tab';
import { profileForm } from './profile-tab';

describe('the account tabs', () => {
  it('turns an alias address into the handle the server removes it by', () => {
    expect(aliasHandle('https://remote.example/users/heidi')).toBe('heidi@remote.example');
    expect(aliasHandle('https://remote.example/@heidi')).toBe('heidi@remote.example');
    expect(aliasHandle('http://localhost:4204/users/bob')).toBe('bob@localhost:4204');
    expect(aliasHandle('bob@somewhere')).toBe('bob@somewhere');
    expect(aliasHandle('https://murmur.example/users/bob', ['murmur.example'])).toBe('bob');
  });

  it('offers a backup for download only once processed, and only at an http(s) address', () => {
    expect(
      readBackups([
        { id: 1, inserted_at: '2026-01-01T00:00:00Z', processed: false, url: 'https://x/b.zip' },
        { id: 2, processed: true, url: 'javascript:alert(1)' },
        { id: 3, processed: true, url: 'https://x/c.zip' },
        'junk',
      ]),
    ).toEqual([
      { id: '1', insertedAt: '2026-01-01T00:00:00Z', processed: false, url: 'https://x/b.zip' },
      { id: '2', insertedAt: '', processed: true, url: null },
      { id: '3', insertedAt: '', processed: true, url: 'https://x/c.zip' },
    ]);
  });

  it('sends every kept profile field, numbered from 0, and an empty pair when all were removed', () => {
    const form = profileForm({
      name: 'Alice',
      bio: 'hi',
      bot: true,
      fields: [
        { name: 'site', value: 'https://a.example' },
        { name: ' ', value: '' },
        { name: 'pronouns', value: 'she/her' },
      ],
    });
    expect(form).toMatchObject({
      display_name: 'Alice',
      note: 'hi',
      bot: true,
      actor_type: 'Service',
      fields_attributes: [
        { name: 'site', value: 'https://a.example' },
        { name: 'pronouns', value: 'she/her' },
      ],
    });
    expect(profileForm({ name: '', bio: '', bot: false, fields: [] })).toMatchObject({
      fields_attributes: [{ name: '', value: '' }],
      actor_type: 'Person',
    });
  });
});

describe('list imports', () => {
  it('reads the addresses of an export file, skipping the header, blanks and non-addresses', async () => {
    const { accountsInList } = await import('./list-import');
    expect(
      accountsInList(
        'Account address,Show boosts\r\nbob@remote.example,true\n\n@carol@other.example\nnot an address\n',
      ),
    ).toEqual(['bob@remote.example', 'carol@other.example']);
  });
  it('takes a name alone as a local account and reports every other line by its number', async () => {
    const { linesOfList } = await import('./list-import');
    expect(linesOfList('Account address\nalice\n\n@bob\nnot an address\nx@y.example,true')).toEqual([
      { line: 1, kind: 'not-account', text: 'Account address' },
      { line: 2, kind: 'account', account: 'alice' },
      { line: 4, kind: 'account', account: 'bob' },
      { line: 5, kind: 'not-account', text: 'not an address' },
      { line: 6, kind: 'account', account: 'x@y.example' },
    ]);
  });
});
