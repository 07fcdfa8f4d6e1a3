/**
 * MFM (`$[name.args text]`) rendered as Akkoma renders it since FEP-c16b: each function becomes
 * `<span class="mfm-name" data-mfm-arg="value">text</span>`, a flag argument an empty attribute.
 * Like Akkoma's parser it renders any function name and leaves the choice of which effects to
 * show to the reader's client. It works on text already escaped (the Markdown step), so the
 * argument values can hold no quote or angle bracket.
 */
const OPENER = /^\$\[([a-z0-9]+)(?:\.([^\s\]]*))?[ \u3000]/i;

function opening(name: string, args: string | undefined): string {
  const attributes = (args ?? '')
    .split(',')
    .map((arg) => /^([a-z0-9-]+)(?:=([^,]*))?$/i.exec(arg))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, key, value]) => ` data-mfm-${(key as string).toLowerCase()}="${value ?? ''}"`)
    .join('');
  return `<span class="mfm-${name.toLowerCase()}"${attributes}>`;
}

export function mfmToHtml(escaped: string): string {
  const parts: string[] = [];
  // Open functions: where their tag is in `parts` and the source text it replaced.
  const open: { index: number; literal: string }[] = [];
  let i = 0;
  while (i < escaped.length) {
    const rest = escaped.slice(i);
    const opener = rest.startsWith('$[') ? OPENER.exec(rest) : null;
    if (opener) {
      open.push({ index: parts.length, literal: opener[0] });
      parts.push(opening(opener[1] as string, opener[2]));
      i += opener[0].length;
    } else if (escaped[i] === ']' && open.length > 0) {
      open.pop();
      parts.push('</span>');
      i += 1;
    } else {
      parts.push(escaped[i] as string);
      i += 1;
    }
  }
  // A function never closed stays the text it was.
  for (const { index, literal } of open) parts[index] = literal;
  return parts.join('');
}
