import { parseInstance, setInstance, setInterfaceLanguage } from '@murmur/shared';
import { SlotTestFrame } from '@murmur/shared/testing';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AboutPage from './about-page';

// What the shell puts around every slot: react-intl's provider in the interface language.
function renderPage() {
  return render(
    <SlotTestFrame>
      <AboutPage />
    </SlotTestFrame>,
  );
}

const instance = (fields: Record<string, unknown>) => {
  const read = parseInstance({ uri: 'example.org', title: 'Example', ...fields });
  if (!read) throw new Error('the instance fixture did not parse');
  return read;
};

afterEach(() => setInterfaceLanguage('en'));

describe('the About screen', () => {
  it('names the instance in its heading and shows its sanitised description', () => {
    setInstance(
      instance({
        description: '<p>A <strong>quiet</strong> place<script>alert(1)</script></p>',
        stats: { user_count: 2, status_count: 1, domain_count: 1 },
      }),
    );
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'About Example' })).toBeTruthy();
    expect(screen.getByText('quiet').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('2 registered people')).toBeTruthy();
  });

  it('says so when the instance has no description', () => {
    setInstance(instance({ description: '' }));
    renderPage();
    expect(screen.getByText('This instance has not described itself yet.')).toBeTruthy();
  });

  it('reads its French catalogue when the reader picks French', async () => {
    setInstance(instance({ description: '' }));
    setInterfaceLanguage('fr');
    renderPage();
    // The catalogue is a chunk of its own, loaded when the language is picked.
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'À propos de Example' },
      { timeout: 10_000 },
    );
    expect(heading).toBeTruthy();
  });
});
