import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../util/html';
import { mfmToHtml } from './mfm';

describe('mfmToHtml (Akkoma, FEP-c16b)', () => {
  it('renders functions, their arguments and flags, nested', () => {
    expect(mfmToHtml('$[x2 big]')).toBe('<span class="mfm-x2">big</span>');
    expect(mfmToHtml('$[jelly.speed=2s wobbly]')).toBe(
      '<span class="mfm-jelly" data-mfm-speed="2s">wobbly</span>',
    );
    expect(mfmToHtml('$[spin.left,speed=0.5s $[x2 a] b]')).toBe(
      '<span class="mfm-spin" data-mfm-left="" data-mfm-speed="0.5s"><span class="mfm-x2">a</span> b</span>',
    );
  });

  it('leaves text that is no function, and a function never closed, as it was', () => {
    expect(mfmToHtml('a ] b $[ c $x')).toBe('a ] b $[ c $x');
    expect(mfmToHtml('$[tada never closed')).toBe('$[tada never closed');
    expect(mfmToHtml('$[tada a] and $[spin b')).toBe('<span class="mfm-tada">a</span> and $[spin b');
  });

  it('cannot break out of an attribute: values come escaped', () => {
    const html = mfmToHtml(escapeHtml('$[tada.speed=1s"onmouseover="x() hi]'));
    expect(html).toBe('<span class="mfm-tada" data-mfm-speed="1s&quot;onmouseover=&quot;x()">hi</span>');
  });
});
