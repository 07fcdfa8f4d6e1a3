import './testing/happy-dom-fidelity';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HtmlContent } from './html-content';
import { MFM_EFFECTS, mfmDegrees, mfmEffect, mfmSpeed } from './mfm';
import { sanitizeHtml } from './sanitize';

function show(html: string) {
  return render(
    <MemoryRouter>
      <HtmlContent html={sanitizeHtml(html)} />
    </MemoryRouter>,
  ).container;
}

describe('MFM effects', () => {
  it('lists the sixteen effects of spec 3', () => {
    expect(MFM_EFFECTS).toHaveLength(16);
    expect(MFM_EFFECTS).toContain('sparkle');
  });

  it('reads the FEP-c16b class and the older Akkoma one, known effects only', () => {
    expect(mfmEffect('mfm-tada')).toBe('tada');
    expect(mfmEffect('mfm _mfm_x2_')).toBe('x2');
    expect(mfmEffect('mfm-position')).toBeNull();
    expect(mfmEffect('mfm-evil status-body')).toBeNull();
    expect(mfmEffect('mfm')).toBeNull();
  });

  it('checks speeds and angles, clamping speeds to 0.5 s to 60 s', () => {
    expect(mfmSpeed('2s')).toBe('2s');
    expect(mfmSpeed('750ms')).toBe('0.75s');
    expect(mfmSpeed('0.01s')).toBe('0.5s');
    expect(mfmSpeed('99999s')).toBe('60s');
    expect(mfmSpeed('1s;background:url(x)')).toBeNull();
    expect(mfmSpeed('calc(1s)')).toBeNull();
    expect(mfmSpeed('0s')).toBeNull();
    expect(mfmDegrees('45')).toBe('45');
    expect(mfmDegrees('-450')).toBe('-90');
    expect(mfmDegrees('45deg')).toBeNull();
  });
});

describe('sanitising MFM', () => {
  it('keeps an effect span in its FEP-c16b form with the parameters it takes', () => {
    expect(sanitizeHtml('<span class="mfm-jelly" data-mfm-speed="2s">hi</span>')).toBe(
      '<span class="mfm-jelly" data-mfm-speed="2s">hi</span>',
    );
    expect(sanitizeHtml('<span class="mfm-spin" data-mfm-left="" data-mfm-speed="500ms">s</span>')).toBe(
      '<span class="mfm-spin" data-mfm-left="" data-mfm-speed="0.5s">s</span>',
    );
  });

  it('turns the older markup into the new one and drops its style', () => {
    expect(
      sanitizeHtml(
        '<span class="mfm _mfm_flip_" data-v style="display: inline-block; transform: scaleY(-1);">f</span>',
      ),
    ).toBe('<span class="mfm-flip" data-mfm-v="">f</span>');
  });

  it('drops unknown effects, parameters an effect does not take, bad values and style', () => {
    expect(sanitizeHtml('<span class="mfm-position" data-mfm-x="99" style="position:fixed">p</span>')).toBe(
      '<span>p</span>',
    );
    expect(sanitizeHtml('<span class="mfm-x2" data-mfm-speed="1s" data-mfm-deg="9">b</span>')).toBe(
      '<span class="mfm-x2">b</span>',
    );
    expect(
      sanitizeHtml('<span class="mfm-tada" data-mfm-speed="1s;background:url(//evil.example/x)">t</span>'),
    ).toBe('<span class="mfm-tada">t</span>');
    expect(sanitizeHtml('<p class="mfm-tada" data-mfm-speed="1s">p</p>')).toBe('<p>p</p>');
    expect(
      sanitizeHtml(
        '<span class="mfm-font" data-mfm-serif data-mfm-face="url(x)" data-mfm-onload="x()">f</span>',
      ),
    ).toBe('<span class="mfm-font" data-mfm-serif="">f</span>');
  });
});

describe('rendering MFM', () => {
  it('gives an effect its classes, its flags and its numbers as custom properties', () => {
    const c = show('<p><span class="mfm-spin" data-mfm-alternate data-mfm-speed="3s">x</span></p>');
    const span = c.querySelector('span.mfm') as HTMLElement;
    expect(span.className).toBe('mfm mfm-spin');
    expect(span.hasAttribute('data-mfm-alternate')).toBe(true);
    expect(span.style.getPropertyValue('--mfm-speed')).toBe('3s');
    expect(span.getAttribute('style')).not.toMatch(/url|background/);
  });

  it('rotates by a checked angle and lets the keyboard reach a blur', () => {
    const c = show('<span class="mfm-rotate" data-mfm-deg="30">r</span><span class="mfm-blur">b</span>');
    expect((c.querySelector('.mfm-rotate') as HTMLElement).style.getPropertyValue('--mfm-deg')).toBe('30deg');
    expect(c.querySelector('.mfm-blur')?.getAttribute('tabindex')).toBe('0');
  });

  it('re-checks HTML that did not come through the sanitiser', () => {
    const c = render(
      <MemoryRouter>
        <HtmlContent
          html={
            '<span class="mfm-tada" data-mfm-speed="x" style="color:red">t</span><span class="mfm-wobble">w</span>'
          }
        />
      </MemoryRouter>,
    ).container;
    const spans = [...c.querySelectorAll('span')];
    expect(spans.map((s) => s.className)).toEqual(['mfm mfm-tada', '']);
    expect(spans[0]?.getAttribute('style')).toBeNull();
    expect(c.textContent).toBe('tw');
  });
});
