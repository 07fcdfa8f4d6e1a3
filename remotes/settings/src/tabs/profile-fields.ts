import type { Account } from '@murmur/shared';

export type EditableField = { name: string; value: string };

const SCHEME = /^https?:\/\//i;

/** A link's address without scheme and trailing slash, as servers shorten what they show. */
function bare(address: string): string {
  return address.replace(SCHEME, '').replace(/[/…]+$/, '');
}

/**
 * A rendered field value (sanitised HTML) back to what its owner typed: the text, with a link
 * whose shown text is its address (maybe shortened) given as the full address. Parsed in an inert
 * document: nothing in it loads or runs.
 */
export function fieldText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const link of Array.from(body.querySelectorAll('a[href]'))) {
    const href = link.getAttribute('href') ?? '';
    const shown = (link.textContent ?? '').trim();
    if (SCHEME.test(href) && shown !== '' && bare(href).startsWith(bare(shown))) link.textContent = href;
  }
  return body.textContent ?? '';
}

/**
 * The profile fields to edit (spec 2 'fields_text'): the owner's source (`source.fields`, plain
 * text) when the server sent it, else the rendered fields turned back into text. Never the HTML,
 * which would be saved back as literal text.
 */
export function editableFields(account: Pick<Account, 'fields' | 'source'>): EditableField[] {
  const source = account.source?.fields ?? [];
  if (source.length > 0) return source.map((field) => ({ name: field.name, value: field.value }));
  return account.fields.map((field) => ({ name: fieldText(field.name), value: fieldText(field.value) }));
}
