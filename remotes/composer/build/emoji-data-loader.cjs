// A loader for emojibase-data's `{lang}/compact.json` (decision 0031):
// - `?picker-groups` gives the list of the language's groups, each a function that imports it as
//   a chunk of its own (named `emoji-{lang}-{group}`, content-hashed like every chunk);
// - `?picker-group=N` gives group N cut down to what the picker reads (emoji-picker-data.cjs).
const fs = require('node:fs');
const path = require('node:path');
const { PICKER_GROUPS, pickerGroup } = require('./emoji-picker-data.cjs');

const readJson = (loader, file) => {
  loader.addDependency(file);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
};

module.exports = function emojiDataLoader(source) {
  const query = new URLSearchParams(this.resourceQuery.slice(1));
  const dir = path.dirname(this.resourcePath);
  const language = path.basename(dir);
  if (query.has('picker-groups')) {
    const imports = PICKER_GROUPS.map(
      (group) =>
        `() => import(/* webpackChunkName: "emoji-${language}-${group}" */ './compact.json?picker-group=${group}')`,
    );
    return `export default [${imports.join(',\n')}];\n`;
  }
  const group = Number(query.get('picker-group'));
  const data = pickerGroup(
    JSON.parse(source),
    readJson(this, path.join(dir, 'messages.json')),
    readJson(this, path.join(dir, '../en/shortcodes/emojibase.json')),
    group,
  );
  // JSON.parse of a string literal parses faster than the same object written as JavaScript.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});\n`;
};
