import { describe, expect, it } from 'vitest';
import { prefilterHtml } from './prefilter';

const ALLOWED = new Set(['href', 'src', 'class', 'title', 'alt', 'data-mfm-speed']);
const pre = (html: string) => prefilterHtml(html, ALLOWED);

describe('prefilterHtml', () => {
  it('keeps ordinary post markup as it is', () => {
    const html =
      '<p>Hi <a href="https://example.org/@bob" class="u-url mention">@bob</a> &amp; you<br />next</p>';
    expect(pre(html)).toBe(html);
  });

  it('keeps only allowed attribute names and rewrites every value in double quotes', () => {
    expect(pre(`<img src=x onerror="alert(1)" style='color:red' alt='a"b' ONLOAD=y>`)).toBe(
      '<img src="x" alt="a&quot;b">',
    );
    expect(pre('<p onclick="x" STYLE="a" Title=t>t</p>')).toBe('<p title="t">t</p>');
  });

  it('keeps the first of two attributes with the same name, as browsers do', () => {
    expect(pre('<a href="https://a.example" HREF="javascript:x">l</a>')).toBe(
      '<a href="https://a.example">l</a>',
    );
  });

  it('never lets a quoted ">" or odd characters end a tag early', () => {
    expect(pre('<a title="x > <img src=x onerror=y>" href=h>l</a>')).toBe(
      '<a title="x > <img src=x onerror=y>" href="h">l</a>',
    );
    expect(pre('<p/onclick=x>t</p>')).toBe('<p>t</p>');
    expect(pre('<p =onclick=x>t</p>')).toBe('<p>t</p>');
  });

  it('escapes a "<" that opens nothing and drops a tag the input ends inside', () => {
    expect(pre('1 < 2 <3 <p')).toBe('1 &lt; 2 &lt;3 ');
    expect(pre('a <img src=x onerror="y')).toBe('a ');
  });

  it('removes raw-text elements with their content, however their text looks', () => {
    expect(pre('a<script>x = "<img src=x onerror=y>"</script>b')).toBe('ab');
    expect(pre('a<style>p{}</style >b<textarea><p onclick=x></textarea>c')).toBe('abc');
    expect(pre('a<title>t</titlex></title>b')).toBe('ab');
    expect(pre('a<script>never closed')).toBe('a');
    expect(pre('a<plaintext></plaintext><b>x</b>')).toBe('a');
  });

  it('turns comments, doctypes and processing instructions into empty comments', () => {
    expect(pre('a<!-- <img src=x onerror=y> -->b')).toBe('a<!---->b');
    expect(pre('a<!-->b<!--->c<!-- x --!>d')).toBe('a<!---->b<!---->c<!---->d');
    expect(pre('<!DOCTYPE html>a<?xml x?>b<![CDATA[<img onerror=y>]]>c')).toBe(
      '<!---->a<!---->b<!---->]]&gt;c',
    );
    expect(pre('a<!-- never closed <img onerror=y>')).toBe('a<!---->');
  });

  it('reads end tags with attributes to their real end', () => {
    expect(pre('<b>x</b title=">" onclick=y>z')).toBe('<b>x</b>z');
    expect(pre('a</>b</ x>c</')).toBe('ab<!---->c&lt;/');
  });

  it('removes base, meta and link tags', () => {
    expect(pre('<base href="https://evil.example/"><meta http-equiv="refresh"><link rel=x href=y>t')).toBe(
      't',
    );
  });

  it('drops tags whose names the page could never hold', () => {
    expect(pre('<a"b onclick=x>t</a"b>')).toBe('t');
  });

  it('normalises line breaks and NUL characters', () => {
    expect(pre('a\r\nb\rc\0')).toBe('a\nb\nc\uFFFD');
  });

  it('stays linear on hostile sizes', () => {
    const many = `<p ${Array.from({ length: 20_000 }, (_, i) => `a${i}=x`).join(' ')}>t</p>`;
    expect(pre(many)).toBe('<p>t</p>');
    const lt = '<'.repeat(100_000);
    expect(pre(lt)).toBe('&lt;'.repeat(100_000));
    const comments = '<!--'.repeat(20_000);
    expect(pre(comments)).toBe('<!---->');
  });
});
