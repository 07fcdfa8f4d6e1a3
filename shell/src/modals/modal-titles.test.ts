import { describe, expect, it } from 'vitest';
import { modalTitle } from './modal-titles';

describe('modal titles', () => {
  it('says what the post form does', () => {
    expect(modalTitle('post-form', {}).defaultMessage).toBe('Post new status');
    expect(modalTitle('post-form', { mode: 'edit', statusId: '1' }).defaultMessage).toBe('Edit status');
    expect(modalTitle('post-form', { mode: 'redraft', statusId: '1' }).defaultMessage).toBe(
      'Delete and redraft',
    );
    expect(modalTitle('post-form', { mode: 'quote', statusId: '1' }).defaultMessage).toBe('Quote');
    expect(modalTitle('post-form', { replyToId: '1' }).defaultMessage).toBe('Reply');
    expect(modalTitle('settings', { mode: 'edit' }).id).toBe('settings.settings');
  });
});
