import { describe, expect, it } from 'vitest';
import { PREVIEW_TEXT_MAX, statusPreviewText } from './status-preview-text';

describe('the start-up preview’s plain text of a post', () => {
  it('drops tags, joins paragraphs and lines, decodes entities', () => {
    expect(
      statusPreviewText(
        '<p>Hello <a href="https://x.example">@bob</a> &amp; all</p><p>Line<br/>two &#x1F600; &#65;</p>',
      ),
    ).toBe('Hello @bob & all Line two \u{1F600} A');
  });

  it('leaves unknown or impossible entities as they were and never builds markup', () => {
    expect(statusPreviewText('&bogus; &#99999999; &lt;script&gt;')).toBe('&bogus; &#99999999; <script>');
  });

  it('cuts a long post', () => {
    const text = statusPreviewText(`<p>${'a'.repeat(5_000)}</p>`);
    expect(Array.from(text)).toHaveLength(PREVIEW_TEXT_MAX + 1);
    expect(text.endsWith('…')).toBe(true);
  });
});
