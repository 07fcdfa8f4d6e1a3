import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPicture } from './account-picture';
import { DEFAULT_AVATAR_URL, DEFAULT_HEADER_URL } from './default-pictures';
import { markPictureFailed, pictureFailed, resetFailedPictures } from './failed-pictures';

afterEach(() => resetFailedPictures());

const BROKEN = 'https://server.example/media/missing.png';

describe('AccountPicture and the page’s record of failed pictures', () => {
  it('shows the server’s picture while it has not failed', () => {
    const { container } = render(<AccountPicture src={BROKEN} className="a" width={24} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(BROKEN);
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.className).toBe('a');
  });

  it('records a failure once and never asks for that URL again, in any mounted or later picture', () => {
    const first = render(<AccountPicture src={BROKEN} />);
    const second = render(<AccountPicture src={BROKEN} />);
    fireEvent.error(first.container.querySelector('img') as HTMLImageElement);
    expect(pictureFailed(BROKEN)).toBe(true);
    for (const view of [first, second]) {
      expect(view.container.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_AVATAR_URL);
    }
    // A row a virtual list mounts again later starts with the default, not another request.
    first.unmount();
    const later = render(<AccountPicture src={BROKEN} />);
    expect(later.container.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_AVATAR_URL);
    expect(later.container.querySelector('img')?.dataset.defaultPicture).toBe('avatar');
  });

  it('draws Murmur’s default header for a failed or missing header', () => {
    act(() => markPictureFailed(BROKEN));
    const { container } = render(<AccountPicture kind="header" src={BROKEN} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_HEADER_URL);
    const missing = render(<AccountPicture kind="header" src={null} />);
    expect(missing.container.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_HEADER_URL);
  });

  it('never uses a URL that is not http(s) or a local path', () => {
    const { container } = render(<AccountPicture src="javascript:alert(1)" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_AVATAR_URL);
  });

  it('the default pictures are SVG data URLs without script', () => {
    for (const url of [DEFAULT_AVATAR_URL, DEFAULT_HEADER_URL]) {
      expect(url.startsWith('data:image/svg+xml,')).toBe(true);
      const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    }
  });
});
