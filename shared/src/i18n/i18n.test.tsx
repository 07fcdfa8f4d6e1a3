import { act, render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue, PartMessages } from './catalogue';
import { chooseInterfaceLanguage, intlLocale, setInterfaceLanguage } from './interface-language';

afterEach(() => setInterfaceLanguage('en'));

describe('the default interface language (spec 3, Interface languages)', () => {
  const available = ['en', 'de', 'fr', 'zh', 'zh_Hant'];
  it('is the first browser language that the server supports and a catalogue exists for', () => {
    expect(chooseInterfaceLanguage(['ja-JP', 'fr-FR', 'de'], ['en', 'de', 'fr', 'ja'], available)).toBe('fr');
  });
  it('skips browser languages the server does not list', () => {
    expect(chooseInterfaceLanguage(['fr', 'de'], ['en', 'de'], available)).toBe('de');
  });
  it('is English when nothing matches', () => {
    expect(chooseInterfaceLanguage(['ja'], ['ja'], available)).toBe('en');
    expect(chooseInterfaceLanguage([], ['de'], available)).toBe('en');
  });
  it('is not constrained by a server that lists no languages', () => {
    expect(chooseInterfaceLanguage(['de-AT'], [], available)).toBe('de');
  });
  it('reads traditional Chinese for zh-TW', () => {
    expect(chooseInterfaceLanguage(['zh-TW'], ['zh'], available)).toBe('zh_Hant');
    expect(intlLocale('zh_Hant')).toBe('zh-Hant');
  });
});

describe('catalogues', () => {
  it('needs no load for English and loads other languages once', async () => {
    const loader = vi.fn(async () => ({ default: { 'nav.about': 'Über' } }));
    expect(await loadCatalogue(loader, 'en')).toEqual({});
    expect(await loadCatalogue(loader, 'de')).toEqual({ 'nav.about': 'Über' });
    await loadCatalogue(loader, 'de');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('falls back to English when a catalogue fails to load, and tries again later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const loader = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return { 'nav.about': 'À propos' };
    });
    expect(await loadCatalogue(loader, 'fr')).toEqual({});
    fail = false;
    expect(await loadCatalogue(loader, 'fr')).toEqual({ 'nav.about': 'À propos' });
  });

  it('switches a part to another language at run time', async () => {
    const loader = async (language: string) =>
      language === 'de' ? { 'nav.about': 'Über' } : { 'nav.about': 'About?' };
    render(
      <IntlProvider locale="en" messages={{ other: 'outer' }}>
        <PartMessages loader={loader}>
          <span>
            <FormattedMessage id="nav.about" defaultMessage="About" />
          </span>
          <span>
            <FormattedMessage id="other" defaultMessage="x" />
          </span>
        </PartMessages>
      </IntlProvider>,
    );
    expect(await screen.findByText('About')).toBeTruthy();
    expect(screen.getByText('outer')).toBeTruthy();
    await act(async () => setInterfaceLanguage('de'));
    expect(await screen.findByText('Über')).toBeTruthy();
  });
});

describe('a part mounted after its catalogue loaded', () => {
  it('renders in the interface language at once, without a first English frame', async () => {
    const loader = async (language: string): Promise<Record<string, string>> =>
      language === 'de' ? { 'status.more': 'Mehr' } : {};
    await act(async () => setInterfaceLanguage('de'));
    await loadCatalogue(loader, 'de');
    render(
      <IntlProvider locale="de">
        <PartMessages loader={loader}>
          <span>
            <FormattedMessage id="status.more" defaultMessage="More" />
          </span>
        </PartMessages>
      </IntlProvider>,
    );
    // Synchronously, on the first render: no waiting for a load.
    expect(screen.getByText('Mehr')).toBeTruthy();
  });
});

const seenIntl: unknown[] = [];
function IntlProbe() {
  seenIntl.push(useIntl());
  return null;
}

describe('many instances of a part (a feed of posts)', () => {
  it('share one intl object, kept across renders', () => {
    const loader = async (): Promise<Record<string, string>> => ({});
    const seen = seenIntl;
    const tree = (
      <IntlProvider locale="en" messages={{ other: 'outer' }}>
        <PartMessages loader={loader}>
          <IntlProbe />
        </PartMessages>
        <PartMessages loader={loader}>
          <IntlProbe />
        </PartMessages>
      </IntlProvider>
    );
    const { rerender } = render(tree);
    rerender(tree);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
  });
});
