import { routePaths } from '@murmur/shared/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { layoutMessages as m } from './messages';

/**
 * The desktop search bar (spec 1 section 2): collapsed to a button; opening it clears the term and
 * focuses the input; Enter or the search button goes to /search?query=...
 */
export function SearchBar() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const openBar = () => {
    setTerm('');
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = term.trim();
    if (query) navigate(routePaths.search(query));
  };

  if (!open) {
    return (
      <button type="button" className="button top-bar__button" onClick={openBar}>
        <FormattedMessage {...m.searchOpen} />
      </button>
    );
  }
  return (
    <search>
      <form className="search-bar" onSubmit={submit}>
        <input
          ref={input}
          type="search"
          className="search-bar__input"
          aria-label={intl.formatMessage(m.searchLabel)}
          placeholder={intl.formatMessage(m.search)}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        />
        <button type="submit" className="button">
          <FormattedMessage {...m.search} />
        </button>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          <FormattedMessage {...m.searchClose} />
        </button>
      </form>
    </search>
  );
}
