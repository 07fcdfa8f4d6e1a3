import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPicture } from './account-picture';
import { markPictureFailed, pictureFailed, resetFailedPictures } from './failed-pictures';

afterEach(() => resetFailedPictures());

const BROKEN = 'https://server.example/media/missing.png';
const defaultOf = (container: HTMLElement) => container.querySelector('svg[data-default-picture]');

describe('AccountPicture and the page’s record of failed pictures', () => {
  it('shows the server’s picture while it has not failed', () => {
    const { container } = render(<AccountPicture src={BROKEN} className="a" width={24} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(BROKEN);
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.className).toBe('a');
  });

  it('records a failure once and never asks for that URL again, in any mounted or later picture', () => {
    const first = render(<AccountPicture src={BROKEN} className="a" />);
    const second = render(<AccountPicture src={BROKEN} />);
    fireEvent.error(first.container.querySelector('img') as HTMLImageElement);
    expect(pictureFailed(BROKEN)).toBe(true);
    for (const view of [first, second]) {
      expect(view.container.querySelector('img')).toBeNull();
      expect(defaultOf(view.container)?.getAttribute('data-default-picture')).toBe('avatar');
    }
    expect(defaultOf(first.container)?.getAttribute('class')).toBe('a');
    // A row a virtual list mounts again later starts with the default, not another request.
    first.unmount();
    const later = render(<AccountPicture src={BROKEN} />);
    expect(later.container.querySelector('img')).toBeNull();
    expect(defaultOf(later.container)).not.toBeNull();
  });

  it('draws Murmur’s default header for a failed or missing header', () => {
    act(() => markPictureFailed(BROKEN));
    const { container } = render(<AccountPicture kind="header" src={BROKEN} />);
    expect(defaultOf(container)?.getAttribute('data-default-picture')).toBe('header');
    const missing = render(<AccountPicture kind="header" src={null} />);
    expect(defaultOf(missing.container)?.getAttribute('data-default-picture')).toBe('header');
  });

  it('never uses a URL that is not http(s) or a local path', () => {
    const { container } = render(<AccountPicture src="javascript:alert(1)" />);
    expect(container.querySelector('img')).toBeNull();
    expect(defaultOf(container)).not.toBeNull();
  });

  it('the default pictures are inline drawings: no request, no URL, hidden from screen readers', () => {
    const { container } = render(<AccountPicture src={null} />);
    const svg = defaultOf(container);
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(container.innerHTML).not.toMatch(/href=|src=|url\(/);
  });
});
