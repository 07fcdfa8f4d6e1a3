import { parseStatus, type Status } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { statusJson } from '../testing/fixtures';
import { sourceFromPost, textOfPostHtml } from './source-from-post';

const bob = {
  id: 'b1',
  username: 'bob',
  acct: 'bob@far.example',
  url: 'https://far.example/@bob',
};

function post(overrides: Record<string, unknown>): Status {
  const status = parseStatus(statusJson(overrides));
  if (!status) throw new Error('fixture did not parse');
  return status;
}

describe('the text of a post as shown', () => {
  it('keeps paragraphs and line breaks, and decodes entities', () => {
    expect(textOfPostHtml('<p>One &amp; two<br>three</p><p>four &lt;5&gt;</p>', [])).toBe(
      'One & two\nthree\n\nfour <5>',
    );
  });

  it('writes a mention as the account it names, with its server', () => {
    const html =
      '<p><span class="h-card"><a href="https://far.example/@bob" class="u-url mention">@<span>bob</span></a></span> hello</p>';
    expect(textOfPostHtml(html, [bob])).toBe('@bob@far.example hello');
  });

  it('writes a shortened link as its whole address, and a hashtag as shown', () => {
    const html =
      '<p>See <a href="https://example.com/a/long/path" rel="nofollow"><span class="invisible">https://</span><span class="ellipsis">example.com/a/lo</span><span class="invisible">ng/path</span></a> <a href="https://here.example/tags/cats" class="mention hashtag">#<span>cats</span></a></p>';
    expect(textOfPostHtml(html, [])).toBe('See https://example.com/a/long/path #cats');
  });

  it('keeps a named link’s words, and line breaks of the markup are spaces', () => {
    expect(textOfPostHtml('<p>a\n<a href="https://x.example/">the page</a>\nb</p>', [])).toBe('a the page b');
  });

  it('prefers the plain-text alternative a Pleroma post carries, and keeps the content warning', () => {
    const source = sourceFromPost(
      post({
        content: '<p>rendered <strong>text</strong></p>',
        spoiler_text: 'cw',
        pleroma: { content: { 'text/plain': 'written **text**' } },
      }),
    );
    expect(source).toEqual({ text: 'written **text**', spoilerText: 'cw', contentType: 'text/plain' });
    expect(sourceFromPost(post({ content: '<p>rendered <strong>text</strong></p>' })).text).toBe(
      'rendered text',
    );
  });
});
