import '../testing/setup-dom';
import { cardSchema } from '@murmur/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { LinkCard } from './link-card';

afterEach(cleanup);

const card = (overrides: Record<string, unknown>) =>
  cardSchema.parse({ url: 'https://news.example/a', title: 'Headline', description: 'Body', ...overrides });

describe('link cards', () => {
  it('links the card to its page with the title, description and provider as text', () => {
    renderWithProviders(<LinkCard card={card({ provider_name: 'News' })} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://news.example/a');
    expect(link.textContent).toBe('NewsHeadlineBody');
  });

  it('never uses an address that is not http(s), and shows hostile text as text', () => {
    const { container } = renderWithProviders(
      <LinkCard
        card={card({
          url: 'javascript:alert(1)',
          image: 'javascript:alert(2)',
          title: '<img src=x onerror=alert(3)>',
        })}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(3)>');
  });
});
