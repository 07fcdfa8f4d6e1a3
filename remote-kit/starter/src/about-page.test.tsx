import { parseInstance, setInstance, setInterfaceLanguage } from '@murmur/shared';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import AboutPage from './about-page';

// The shell provides react-intl's provider around every slot; the test does the same.
function renderPage() {
  return render(
    <IntlProvider locale="en" defaultLocale="en">
      <AboutPage />
    </IntlProvider>,
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
    expect(await screen.findByRole('heading', { level: 1, name: 'À propos de Example' })).toBeTruthy();
  });
});
