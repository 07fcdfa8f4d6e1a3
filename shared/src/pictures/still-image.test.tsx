import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPreference, setPreference } from '../preferences/preferences';
import { mayBeAnimated, StillImage } from './still-image';

const GIF = 'https://server.example/media/dance.gif';
const STILL = 'https://server.example/media/dance.png';

/** Stands in for the browser's canvas: `tainted` makes reading the pixels throw, as across origins. */
function fakeCanvas(tainted: boolean) {
  const context = {
    drawImage: vi.fn(),
    getImageData: vi.fn(() => {
      if (tainted) throw new DOMException('tainted', 'SecurityError');
      return {};
    }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
    callback(new Blob(['x'], { type: 'image/png' })),
  );
  return context;
}

/** A loaded picture: jsdom loads nothing, so the size and the load event are given. */
function load(image: HTMLImageElement) {
  Object.defineProperty(image, 'naturalWidth', { value: 40, configurable: true });
  Object.defineProperty(image, 'naturalHeight', { value: 30, configurable: true });
  fireEvent.load(image);
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:still-frame');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => resetPreference('stopGifs'));
});

describe('mayBeAnimated', () => {
  it('goes by the media type when there is one, else by the file name', () => {
    expect(mayBeAnimated('https://a.example/x.png', 'image/gif')).toBe(true);
    expect(mayBeAnimated('https://a.example/x.gif', 'image/jpeg')).toBe(false);
    expect(mayBeAnimated('https://a.example/x.GIF?size=2')).toBe(true);
    expect(mayBeAnimated('https://a.example/x.webp')).toBe(true);
    expect(mayBeAnimated('https://a.example/x.png')).toBe(false);
    expect(mayBeAnimated('/media/gif/x.jpg')).toBe(false);
  });
});

describe('StillImage (spec 3 stopGifs)', () => {
  it('is a plain picture when the option is off', () => {
    act(() => setPreference('stopGifs', false));
    const { container } = render(<StillImage src={GIF} stillSrc={STILL} className="emoji" alt=":dance:" />);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(GIF);
    expect(container.querySelector('.still-image')).toBeNull();
  });

  it('is a plain picture when it cannot move', () => {
    const { container } = render(<StillImage src="https://a.example/x.jpg" alt="" />);
    expect(container.querySelector('.still-image')).toBeNull();
  });

  it('covers the moving picture with the server’s distinct still version, drawing nothing', () => {
    const context = fakeCanvas(false);
    const { container } = render(<StillImage src={GIF} stillSrc={STILL} className="emoji" alt=":dance:" />);
    const moving = container.querySelector('img.still-image__moving') as HTMLImageElement;
    expect(moving.getAttribute('src')).toBe(GIF);
    expect(moving.getAttribute('alt')).toBe(':dance:');
    const cover = container.querySelector('img.still-image__cover');
    expect(cover?.getAttribute('src')).toBe(STILL);
    expect(cover?.getAttribute('aria-hidden')).toBe('true');
    expect(cover?.className).toContain('emoji');
    load(moving);
    expect(context.drawImage).not.toHaveBeenCalled();
  });

  it('refuses a still version that is not http(s)', () => {
    const { container } = render(<StillImage src={GIF} stillSrc="javascript:alert(1)" alt="" />);
    expect(container.querySelector('img.still-image__cover')).toBeNull();
    expect(container.querySelector('.still-image')?.getAttribute('data-still')).toBe('drawing');
  });

  it('draws the first frame of a clean picture once it has loaded', async () => {
    const context = fakeCanvas(false);
    const { container } = render(<StillImage src={GIF} alt="" />);
    load(container.querySelector('img.still-image__moving') as HTMLImageElement);
    await waitFor(() =>
      expect(container.querySelector('img.still-image__cover')?.getAttribute('src')).toBe('blob:still-frame'),
    );
    expect(context.drawImage).toHaveBeenCalledOnce();
    expect(container.querySelector('.still-image')?.getAttribute('data-still')).toBe('frame');
  });

  it('keeps a plain box over a picture whose pixels may not be read', async () => {
    fakeCanvas(true);
    const { container } = render(<StillImage src={GIF} alt="" />);
    load(container.querySelector('img.still-image__moving') as HTMLImageElement);
    await waitFor(() => expect(container.querySelector('.still-image__fallback')).not.toBeNull());
    expect(container.querySelector('img.still-image__cover')).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('lets the drawn frame go when the picture goes', async () => {
    fakeCanvas(false);
    const { container, unmount } = render(<StillImage src={GIF} alt="" />);
    load(container.querySelector('img.still-image__moving') as HTMLImageElement);
    await waitFor(() => expect(container.querySelector('img.still-image__cover')).not.toBeNull());
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:still-frame');
  });
});
