import { describe, expect, it } from 'vitest';
import { parseLinkHeader } from './link-header';

describe('parseLinkHeader', () => {
  it('reads the next and prev pages as their query parameters', () => {
    const header =
      '<https://e.social/api/v1/timelines/home?limit=20&max_id=109>; rel="next", ' +
      '<https://e.social/api/v1/timelines/home?limit=20&min_id=200>; rel="prev"';
    expect(parseLinkHeader(header)).toEqual({
      next: { limit: '20', max_id: '109' },
      prev: { limit: '20', min_id: '200' },
    });
  });

  it('accepts unquoted rels, extra params, odd spacing and rel="previous"', () => {
    const header = '<https://e/x?max_id=1>;rel=next;title="older",<https://e/x?since_id=9> ; rel="previous"';
    expect(parseLinkHeader(header)).toEqual({ next: { max_id: '1' }, prev: { since_id: '9' } });
  });

  it('keeps commas inside URLs', () => {
    expect(parseLinkHeader('<https://e/x?types[]=a,b&max_id=3>; rel="next"')).toEqual({
      next: { 'types[]': 'a,b', max_id: '3' },
    });
  });

  it('ignores other rels and malformed entries; nothing gives {}', () => {
    expect(parseLinkHeader('<https://e/x?a=1>; rel="self", garbage; rel="next"')).toEqual({});
    expect(parseLinkHeader(null)).toEqual({});
    expect(parseLinkHeader('')).toEqual({});
  });

  it('decodes percent-encoded values', () => {
    expect(parseLinkHeader('<https://e/x?max_id=a%2Fb>; rel="next"').next).toEqual({ max_id: 'a/b' });
  });
});
