import '../testing/setup-dom';
import { type Attachment, attachmentSchema } from '@murmur/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { AttachmentGrid } from './attachment-grid';

afterEach(() => cleanup());

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
});
