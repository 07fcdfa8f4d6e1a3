import './testing/happy-dom-fidelity';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HtmlContent, type HtmlContentProps, MAX_NESTING } from './html-content';
import { sanitizeHtml } from './sanitize';

const mentions = [
  { id: '1', username: 'alice', acct: 'alice', url: 'https://local.example/users/alice' },
  { id: '2', username: 'bob', acct: 'bob@remote.example', url: 'https://remote.example/@bob' },
  { id: '3', username: 'search', acct: 'search', url: 'https://local.example/users/search' },
];
const tags = [{ name: 'cats', url: 'https://local.example/tag/cats' }];
const emojis = [{ shortcode: 'blob', url: 'https://emoji.example/blob.png' }];

function show(html: string, props: Omit<HtmlContentProps, 'html'> = {}) {
  return render(
    <MemoryRouter>
      <HtmlContent html={sanitizeHtml(html)} mentions={mentions} tags={tags} emojis={emojis} {...props} />
    </MemoryRouter>,
  ).container;
}

const link = (container: HTMLElement) => container.querySelector('a');

describe('HtmlContent', () => {
  it("with greentext marks the lines that start with '>', and only those", () => {
    const html = '<p>&gt;be me<br>normal line<br>&gt;still green</p><p>a &gt; b</p><pre>&gt;code</pre>';
    const green = [...show(html, { greentext: true }).querySelectorAll('.greentext')].map(
      (e) => e.textContent,
    );
    expect(green).toEqual(['>be me', '>still green']);
    expect(show(html).querySelectorAll('.greentext')).toHaveLength(0);
  });

  it("with inlineImages 'alt-text' shows an inline image as its alt text and never loads it, emoji stay", () => {
    const c = show('<p>see <img src="https://tracker.example/p.png" alt="pixel"> :blob:</p>', {
      inlineImages: 'alt-text',
    });
    const images = [...c.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(['https://emoji.example/blob.png']);
    expect(c.textContent).toContain('see pixel');
  });

  it('by default loads an inline image only when the server listed it as a custom emoji', () => {
    const c = show(
      '<p><img src="https://tracker.example/p.png" alt="pixel"> <img class="emoji" src="https://emoji.example/blob.png" alt=":blob:"></p>',
    );
    const images = [...c.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(['https://emoji.example/blob.png']);
    expect(c.textContent).toContain('pixel');
  });

  it("with inlineImages 'load' loads any http(s) inline image", () => {
    const c = show('<p><img src="https://pics.example/p.png" alt="a"></p>', { inlineImages: 'load' });
    expect(c.querySelector('img')?.getAttribute('src')).toBe('https://pics.example/p.png');
  });

  it('unwraps markup nested deeper than MAX_NESTING into its content', () => {
    const deep = `${'<blockquote>'.repeat(300)}deep text${'</blockquote>'.repeat(300)}`;
    const c = show(`<p>top</p>${deep}`);
    const quotes = c.querySelectorAll('blockquote').length;
    expect(quotes).toBeGreaterThan(0);
    expect(quotes).toBeLessThanOrEqual(MAX_NESTING);
    expect(c.textContent).toContain('deep text');
  });

  it('renders the allowed markup as elements', () => {
    const c = show('<p>one<br>two <strong>b</strong></p><ul><li>x</li></ul>');
    expect(c.innerHTML).toBe('<p>one<br>two <strong>b</strong></p><ul><li>x</li></ul>');
  });

  describe('mentions', () => {
    it('turns a mention found by data-user into a link to the local profile', () => {
      const c = show(
        '<span class="h-card"><a class="u-url mention" data-user="1" href="https://x/y">@<span>alice</span></a></span>',
      );
      expect(link(c)?.getAttribute('href')).toBe('/alice');
      expect(link(c)?.textContent).toBe('@alice');
      expect(link(c)?.getAttribute('target')).toBeNull();
    });

    it('links a remote user found by href to /users/{id}', () => {
      const c = show('<a href="https://remote.example/@bob" class="mention">@bob</a>');
      expect(link(c)?.getAttribute('href')).toBe('/users/2');
    });

    it('finds a mention by host and user name when the href is the ActivityPub id', () => {
      const c = show('<a href="https://remote.example/users/bob" class="u-url mention">@bob</a>');
      expect(link(c)?.getAttribute('href')).toBe('/users/2');
    });

    it('links a user with a restricted nickname to /users/{id}', () => {
      const c = show('<a href="https://local.example/users/search" class="mention">@search</a>');
      expect(link(c)?.getAttribute('href')).toBe('/users/3');
    });

    it('keeps a mention of someone not listed as an external link', () => {
      const c = show('<a href="https://else.example/@carol" class="mention">@carol</a>');
      expect(link(c)?.getAttribute('href')).toBe('https://else.example/@carol');
      expect(link(c)?.getAttribute('target')).toBe('_blank');
    });
  });

  describe('hashtags', () => {
    it('links a hashtag marked by class to /tag/x', () => {
      const c = show(
        '<a href="https://remote.example/tags/Dogs" class="mention hashtag">#<span>Dogs</span></a>',
      );
      expect(link(c)?.getAttribute('href')).toBe('/tag/Dogs');
    });

    it("is not mistaken for a mention when a user and a tag share a name (Mastodon's 'mention hashtag')", () => {
      const c = show(
        '<a href="https://remote.example/tags/bob" class="mention hashtag" rel="tag">#<span>bob</span></a>',
      );
      expect(link(c)?.getAttribute('href')).toBe('/tag/bob');
    });

    it('links a hashtag marked by rel=tag', () => {
      const c = show('<a href="https://remote.example/tag/cats" rel="tag">#cats</a>');
      expect(link(c)?.getAttribute('href')).toBe('/tag/cats');
    });

    it('links a hashtag marked by data-tag', () => {
      const c = show('<a href="https://remote.example/whatever" data-tag="birds">#birds</a>');
      expect(link(c)?.getAttribute('href')).toBe('/tag/birds');
    });

    it('links an unmarked /tag/x href whose text is #x', () => {
      const c = show('<a href="https://remote.example/tag/frogs">#frogs</a>');
      expect(link(c)?.getAttribute('href')).toBe('/tag/frogs');
    });

    it('uses the name the post lists for the tag', () => {
      const c = show('<a href="https://remote.example/tag/CATS" class="hashtag">#CATS</a>');
      expect(link(c)?.getAttribute('href')).toBe('/tag/cats');
    });

    it('leaves an ordinary link to some /tag/ page alone', () => {
      const c = show('<a href="https://blog.example/tag/recipes">my recipes</a>');
      expect(link(c)?.getAttribute('href')).toBe('https://blog.example/tag/recipes');
    });

    it('encodes the tag into the path', () => {
      const c = show('<a href="https://r.example/tag/a%2Fb" class="hashtag">#a/b</a>');
      expect(link(c)?.getAttribute('href')).toBe('/tag/a%2Fb');
    });
  });

  describe('other links', () => {
    it('opens external links in a new tab without referrer or opener', () => {
      const c = show('<a href="https://news.example/a">news</a>');
      expect(link(c)?.getAttribute('target')).toBe('_blank');
      expect(link(c)?.getAttribute('rel')).toBe('nofollow noopener noreferrer ugc');
    });

    it('keeps same-site links in the tab', () => {
      const c = show('<a href="/about">about</a>');
      expect(link(c)?.getAttribute('href')).toBe('/about');
      expect(link(c)?.getAttribute('target')).toBeNull();
    });

    it("keeps the link shortener's invisible and ellipsis spans", () => {
      const c = show(
        '<a href="https://ex.org/long/path"><span class="invisible">https://</span><span class="ellipsis">ex.org/lo</span><span class="invisible">ng/path</span></a>',
      );
      expect(c.querySelectorAll('span.invisible')).toHaveLength(2);
      expect(c.querySelector('span.ellipsis')?.textContent).toBe('ex.org/lo');
    });

    it('renders a link without a usable target as its text', () => {
      const c = show('<p><a href="javascript:alert(1)">text</a></p>');
      expect(link(c)).toBeNull();
      expect(c.textContent).toBe('text');
    });
  });

  describe('custom emoji', () => {
    it('replaces listed shortcodes with images', () => {
      const c = show('<p>hi :blob: :other:</p>');
      const img = c.querySelector('img.emoji');
      expect(img?.getAttribute('src')).toBe('https://emoji.example/blob.png');
      expect(img?.getAttribute('alt')).toBe(':blob:');
      expect(img?.getAttribute('title')).toBe(':blob:');
      expect(c.textContent).toBe('hi  :other:');
    });

    it('replaces shortcodes inside links too', () => {
      const c = show('<a href="https://ex.org">go :blob:</a>');
      expect(c.querySelector('a img.emoji')).not.toBeNull();
    });

    it('leaves shortcodes in code alone', () => {
      const c = show('<p><code>:blob:</code></p>');
      expect(c.querySelector('img')).toBeNull();
    });

    it('keeps the text of an emoji whose URL is not http(s)', () => {
      const c = show('<p>:bad:</p>', { emojis: [{ shortcode: 'bad', url: 'javascript:alert(1)' }] });
      expect(c.querySelector('img')).toBeNull();
      expect(c.textContent).toBe(':bad:');
    });
  });

  it('applies the allowlist itself when handed unsanitised HTML', () => {
    const { container } = render(
      <MemoryRouter>
        <HtmlContent
          html={
            '<p onclick="x" style="color:red">a<script>b</script><iframe src="https://x"></iframe><font>c</font></p>'
          }
        />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('<p>ac</p>');
  });

  it('renders nothing for empty content', () => {
    expect(show('').innerHTML).toBe('');
  });
});
