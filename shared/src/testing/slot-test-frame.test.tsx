import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { type CatalogueLoader, type Messages, PartMessages } from '../i18n/catalogue';
import { setInterfaceLanguage } from '../i18n/interface-language';
import { SlotTestFrame } from './slot-test-frame';

afterEach(() => setInterfaceLanguage('en'));

const french: Messages = { 'part.hello': 'Bonjour' };
const loader: CatalogueLoader = async (language) => (language === 'fr' ? french : {});

describe('SlotTestFrame', () => {
  it('gives a part English from its default messages', () => {
    render(
      <SlotTestFrame>
        <PartMessages loader={loader}>
          <FormattedMessage id="part.hello" defaultMessage="Hello" />
        </PartMessages>
      </SlotTestFrame>,
    );
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('follows the interface language, as the shell does', async () => {
    setInterfaceLanguage('fr');
    render(
      <SlotTestFrame>
        <PartMessages loader={loader}>
          <FormattedMessage id="part.hello" defaultMessage="Hello" />
        </PartMessages>
      </SlotTestFrame>,
    );
    expect(await screen.findByText('Bonjour')).toBeTruthy();
  });
});
