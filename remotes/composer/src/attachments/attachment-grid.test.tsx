import '../testing/setup-dom';
import { type Attachment, attachmentSchema, bus, resetPreference, setPreference } from '@murmur/shared';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { AttachmentGrid } from './attachment-grid';

afterEach(() => {
  cleanup();
  for (const key of ['playVideosInModal', 'stopGifs', 'loopVideo'] as const) act(() => resetPreference(key));
});

function attachment(overrides: Record<string, unknown>): Attachment {
  return attachmentSchema.parse({
    id: String(overrides.id ?? '1'),
    type: 'image',
    url: 'https://local.example/media/1.png',
    preview_url: 'https://local.example/media/1-small.png',
    description: null,
    ...overrides,
  });
}

describe('AttachmentGrid', () => {
  it('shows each attachment as a thumbnail with its description as alt text', () => {
    renderWithProviders(
      <AttachmentGrid
        sensitive={false}
        attachments={[
          attachment({ id: 'a', description: 'a cat' }),
          attachment({ id: 'b', description: 'a dog' }),
        ]}
      />,
    );
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['a cat', 'a dog']);
    expect(images[0]?.getAttribute('src')).toBe('https://local.example/media/1-small.png');
    expect(screen.getByRole('list', { name: 'Attachments' }).className).toContain('cols-2');
  });

  it('links a thumbnail to the full media in a new tab', () => {
    renderWithProviders(
      <AttachmentGrid sensitive={false} attachments={[attachment({ description: 'x' })]} />,
    );
    const link = screen.getByRole('link', { name: 'x' });
    expect(link.getAttribute('href')).toBe('https://local.example/media/1.png');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('names an attachment without description', () => {
    renderWithProviders(<AttachmentGrid sensitive={false} attachments={[attachment({})]} />);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Attachment without description');
  });

  it('hides sensitive media behind a toggle', () => {
    renderWithProviders(<AttachmentGrid sensitive attachments={[attachment({ description: 'nsfw' })]} />);
    expect(screen.queryByRole('img')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show sensitive media' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('nsfw');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide media');
  });

  it('refuses media URLs that are not http(s)', () => {
    renderWithProviders(
      <AttachmentGrid
        sensitive={false}
        attachments={[
          attachment({
            url: 'javascript:alert(1)',
            preview_url: 'data:image/png;base64,AA',
            description: 'd',
          }),
        ]}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows at most 16 thumbnails, three a row', () => {
    const many = Array.from({ length: 18 }, (_, i) => attachment({ id: String(i), description: `m${i}` }));
    renderWithProviders(<AttachmentGrid sensitive={false} attachments={many} />);
    expect(screen.getAllByRole('img')).toHaveLength(16);
    expect(screen.getByRole('list', { name: 'Attachments' }).className).toContain('cols-3');
    expect(screen.getByText('2 more attachments')).toBeTruthy();
  });

  it('labels audio and other files', () => {
    renderWithProviders(
      <AttachmentGrid
        sensitive={false}
        attachments={[
          attachment({
            id: 'au',
            type: 'audio',
            url: 'https://local.example/media/song.mp3',
            preview_url: null,
          }),
        ]}
      />,
    );
    expect(screen.getByRole('link').textContent).toBe('Audio song.mp3');
  });

  it('renders nothing without attachments', () => {
    const { container } = renderWithProviders(<AttachmentGrid sensitive={false} attachments={[]} />);
    expect(container.innerHTML).toBe('');
  });

  const video = (overrides: Record<string, unknown> = {}) =>
    attachment({
      id: 'v',
      type: 'video',
      url: 'https://local.example/media/clip.mp4',
      preview_url: 'https://local.example/media/clip.jpg',
      description: 'a clip',
      ...overrides,
    });

  it('plays a video in the post, with the preview as poster, by default (playVideosInModal off)', () => {
    const { container } = renderWithProviders(
      <AttachmentGrid sensitive={false} statusId="s1" attachments={[video()]} />,
    );
    const player = container.querySelector('video') as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe('https://local.example/media/clip.mp4');
    expect(player.getAttribute('poster')).toBe('https://local.example/media/clip.jpg');
    expect(player.controls).toBe(true);
    expect(player.loop).toBe(true);
    expect(player.getAttribute('aria-label')).toBe('a clip');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens a video in the media viewer instead when playVideosInModal is on', () => {
    act(() => setPreference('playVideosInModal', true));
    const seen: unknown[] = [];
    const sub = bus.on('modal/requested').subscribe((event) => seen.push(event));
    const { container } = renderWithProviders(
      <AttachmentGrid sensitive={false} statusId="s1" attachments={[video()]} />,
    );
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'a clip' }));
    sub.unsubscribe();
    expect(seen).toContainEqual({
      type: 'modal/requested',
      modal: 'media-viewer',
      props: { statusId: 's1', index: 0 },
    });
  });

  it('plays a gifv by itself, silent and looping, unless stopGifs holds it', () => {
    act(() => setPreference('stopGifs', false));
    const first = renderWithProviders(
      <AttachmentGrid sensitive={false} attachments={[video({ type: 'gifv' })]} />,
    );
    const gifv = first.container.querySelector('video') as HTMLVideoElement;
    expect(gifv.autoplay).toBe(true);
    expect(gifv.muted).toBe(true);
    expect(gifv.loop).toBe(true);
    expect(gifv.controls).toBe(false);
    first.unmount();
    act(() => setPreference('stopGifs', true));
    const second = renderWithProviders(
      <AttachmentGrid sensitive={false} attachments={[video({ type: 'gifv' })]} />,
    );
    expect((second.container.querySelector('video') as HTMLVideoElement).autoplay).toBe(false);
  });

  it('holds an animated picture still behind a cover while stopGifs is on', () => {
    const gif = attachment({
      url: 'https://local.example/media/dance.gif',
      preview_url: 'https://local.example/media/dance.gif',
      pleroma: { mime_type: 'image/gif' },
      description: 'dancing',
    });
    const { container } = renderWithProviders(<AttachmentGrid sensitive={false} attachments={[gif]} />);
    expect(container.querySelector('.still-image img.still-image__moving')?.getAttribute('alt')).toBe(
      'dancing',
    );
    act(() => setPreference('stopGifs', false));
    expect(container.querySelector('.still-image')).toBeNull();
  });

  it('shows a server’s WebP thumbnail of a still picture as it is, and stops one of a GIF (no media type said)', () => {
    act(() => setPreference('stopGifs', true));
    // Hollo: a PNG, previewed by a WebP thumbnail, no `pleroma.mime_type`.
    const png = attachment({
      id: 'p',
      url: 'https://hollo.example/assets/media/p/original.png',
      preview_url: 'https://hollo.example/assets/media/p/thumbnail.webp',
      description: 'boats',
    });
    const gif = attachment({
      id: 'g',
      url: 'https://hollo.example/assets/media/g/original.gif',
      preview_url: 'https://hollo.example/assets/media/g/thumbnail.webp',
      description: 'dancing',
    });
    const { container } = renderWithProviders(<AttachmentGrid sensitive={false} attachments={[png, gif]} />);
    expect(screen.getByRole('img', { name: 'boats' }).closest('.still-image')).toBeNull();
    expect(screen.getByRole('img', { name: 'boats' }).getAttribute('src')).toBe(
      'https://hollo.example/assets/media/p/thumbnail.webp',
    );
    expect(container.querySelector('.still-image img.still-image__moving')?.getAttribute('alt')).toBe(
      'dancing',
    );
  });
});
