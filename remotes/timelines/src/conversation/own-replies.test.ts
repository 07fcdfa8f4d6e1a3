import { parseStatus } from '@murmur/shared';
import { statusJson } from '@murmur/shared/testing';
import { describe, expect, it } from 'vitest';
import type { Conversation } from './load-conversation';
import { withOwnReply } from './own-replies';

const reply = (id: string, inReplyTo: string | null) => {
  const status = parseStatus(statusJson({ id, in_reply_to_id: inReplyTo }));
  if (!status) throw new Error('fixture');
  return status;
};

const thread: Conversation = {
  focusedId: '10',
  items: [
    { id: '10', inReplyToId: null },
    { id: '11', inReplyToId: '10' },
  ],
};

describe('the author’s own reply in the open conversation', () => {
  it('joins the thread under the status it answers', () => {
    expect(withOwnReply(thread, reply('12', '11')).items).toEqual([
      ...thread.items,
      { id: '12', inReplyToId: '11' },
    ]);
  });

  it('comes once, however often it is announced or streamed', () => {
    const once = withOwnReply(thread, reply('12', '10'));
    expect(withOwnReply(once, reply('12', '10'))).toBe(once);
  });

  it('leaves another thread, and a post that answers nothing, alone', () => {
    expect(withOwnReply(thread, reply('30', '29'))).toBe(thread);
    expect(withOwnReply(thread, reply('31', null))).toBe(thread);
  });

  it('answers the repost the page was opened on when it replies to the original', () => {
    expect(withOwnReply(thread, reply('13', '7'), '7').items.at(-1)).toEqual({ id: '13', inReplyToId: '10' });
  });
});
