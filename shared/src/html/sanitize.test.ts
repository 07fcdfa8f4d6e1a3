import './testing/happy-dom-fidelity';
import { describe, expect, it } from 'vitest';
import { capNesting, sanitizeHtml } from './sanitize';

const REL = 'nofollow noopener noreferrer ugc';

describe('sanitizeHtml', () => {
  it('gives the same result for the same input again (an author with many posts)', () => {
    const html = '<p>bio <a href="https://example.org/a">link</a><script>x</script></p>';
    const first = sanitizeHtml(html);
    expect(first).toBe(`<p>bio <a href="https://example.org/a" rel="${REL}" target="_blank">link</a></p>`);
    expect(sanitizeHtml(html)).toBe(first);
  });

  it('keeps the markup statuses use', () => {
    const html =
      '<p>Hello <strong>bold</strong> <em>em</em> <code>x</code><br>next</p><blockquote><ul><li>a</li></ul></blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts with their content and keeps the text of unknown elements', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p><div>c</div>')).toBe('<p>ab</p>c');
  });

  it('removes event handlers and style attributes', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red">t</p>')).toBe('<p>t</p>');
  });

  it('drops hrefs with scriptable schemes but keeps the link text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe(`<a rel="${REL}">x</a>`);
    expect(sanitizeHtml('<a href="data:text/html,x">x</a>')).toBe(`<a rel="${REL}">x</a>`);
    expect(sanitizeHtml('<a href="vbscript:x">x</a>')).toBe(`<a rel="${REL}">x</a>`);
  });

  it('marks external links nofollow/noopener/noreferrer/ugc and opens them in a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.org/a">x</a>')).toBe(
      `<a href="https://example.org/a" rel="${REL}" target="_blank">x</a>`,
    );
  });

  it('keeps same-site links relative and in the same tab', () => {
    expect(sanitizeHtml('<a href="/notice/1" target="_top">x</a>')).toBe(
      `<a href="/notice/1" rel="${REL}">x</a>`,
    );
  });

  it("keeps the rel 'tag' of hashtags and the data attributes mentions and hashtags carry", () => {
    expect(
      sanitizeHtml(
        '<a href="https://ex.org/tag/cats" class="mention hashtag" rel="tag noopener" data-tag="cats" data-x="1">#cats</a>',
      ),
    ).toBe(
      `<a href="https://ex.org/tag/cats" class="mention hashtag" rel="tag ${REL}" data-tag="cats" target="_blank">#cats</a>`,
    );
    expect(
      sanitizeHtml('<span class="h-card"><a data-user="9a" href="https://ex.org/users/a">@a</a></span>'),
    ).toContain('data-user="9a"');
  });

  it("keeps only known class names so a post cannot borrow the app's classes", () => {
    expect(sanitizeHtml('<span class="status-body invisible modal">x</span>')).toBe(
      '<span class="invisible">x</span>',
    );
    expect(sanitizeHtml('<span class="status-body">x</span>')).toBe('<span>x</span>');
  });

  it('keeps images only with http(s) or same-origin sources, else their alt text', () => {
    expect(sanitizeHtml('<img src="https://ex.org/e.png" alt=":e:" class="emoji">')).toBe(
      '<img src="https://ex.org/e.png" alt=":e:" class="emoji">',
    );
    expect(sanitizeHtml('<p><img src="javascript:x" alt=":e:"></p>')).toBe('<p>:e:</p>');
    expect(sanitizeHtml('<p><img src="data:image/png;base64,AAAA" alt="pic"></p>')).toBe('<p>pic</p>');
  });

  it('keeps language and direction attributes', () => {
    expect(sanitizeHtml('<p lang="de" dir="rtl">x</p>')).toBe('<p lang="de" dir="rtl">x</p>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('capNesting', () => {
  it('leaves ordinary markup as it is', () => {
    const html = '<p>a<br><b>b <i>c</i></b><img src="x"></p><ul><li>d</li></ul>';
    expect(capNesting(html)).toBe(html);
  });

  it('unwraps elements deeper than the limit, keeping their text', () => {
    const deep = `${'<ul><li>'.repeat(5_000)}deep${'</li></ul>'.repeat(5_000)}`;
    const capped = capNesting(deep, 4);
    expect(capped).toBe('<ul><li><ul><li>deep</li></ul></li></ul>');
  });

  it('keeps the content after a deep part at its own level', () => {
    const html = `${'<blockquote>'.repeat(3)}x${'</blockquote>'.repeat(3)}<p>after</p>`;
    expect(capNesting(html, 2)).toBe('<blockquote><blockquote>x</blockquote></blockquote><p>after</p>');
  });
});

describe('base elements', () => {
  it('are removed before parsing', () => {
    expect(sanitizeHtml('<p>a</p><base href="https://tracker.example/"><BASE\nhref=x>')).toBe('<p>a</p>');
  });
});
