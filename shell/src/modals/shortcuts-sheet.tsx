import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

export const shortcutsMessages = defineMessages({
  title: { id: 'shortcuts.title', defaultMessage: 'Keyboard shortcuts' },
  intro: {
    id: 'shortcuts.intro',
    defaultMessage:
      'In timelines, conversations and notifications. Keys do nothing while you type in a field or hold Ctrl, Alt or Meta; the settings turn them off.',
  },
  next: { id: 'shortcuts.next', defaultMessage: 'Next post' },
  previous: { id: 'shortcuts.previous', defaultMessage: 'Previous post' },
  open: { id: 'shortcuts.open', defaultMessage: 'Open the post’s conversation' },
  reply: { id: 'shortcuts.reply', defaultMessage: 'Reply' },
  favourite: { id: 'shortcuts.favourite', defaultMessage: 'Favorite' },
  repeat: { id: 'shortcuts.repeat', defaultMessage: 'Repeat' },
  react: { id: 'shortcuts.react', defaultMessage: 'React with an emoji' },
  expand: { id: 'shortcuts.expand', defaultMessage: 'Show or hide the content behind a content warning' },
  newPost: { id: 'shortcuts.new_post', defaultMessage: 'New post' },
  showNew: { id: 'shortcuts.show_new', defaultMessage: 'Show new posts' },
  back: { id: 'shortcuts.back', defaultMessage: 'Back (from a conversation); close a dialog' },
  send: { id: 'shortcuts.send', defaultMessage: 'Send the post (in the post form)' },
  help: { id: 'shortcuts.help', defaultMessage: 'This list' },
  or: { id: 'shortcuts.or', defaultMessage: 'or' },
});

/** Every shortcut: its keys (alternatives) and what it does. */
const SHORTCUTS: readonly { keys: readonly string[][]; label: MessageDescriptor }[] = [
  { keys: [['j'], ['PageDown']], label: shortcutsMessages.next },
  { keys: [['k'], ['PageUp']], label: shortcutsMessages.previous },
  { keys: [['o'], ['Enter']], label: shortcutsMessages.open },
  { keys: [['r']], label: shortcutsMessages.reply },
  { keys: [['f']], label: shortcutsMessages.favourite },
  { keys: [['b']], label: shortcutsMessages.repeat },
  { keys: [['e']], label: shortcutsMessages.react },
  { keys: [['x']], label: shortcutsMessages.expand },
  { keys: [['n']], label: shortcutsMessages.newPost },
  { keys: [['.']], label: shortcutsMessages.showNew },
  { keys: [['Escape']], label: shortcutsMessages.back },
  { keys: [['Ctrl', 'Enter']], label: shortcutsMessages.send },
  { keys: [['?']], label: shortcutsMessages.help },
];

/** The '?' sheet: a table of every keyboard shortcut, in the shell's modal (focus trapped, Escape). */
export function ShortcutsSheet() {
  const intl = useIntl();
  const or = intl.formatMessage(shortcutsMessages.or);
  return (
    <div className="shortcuts-sheet">
      <p className="shortcuts-sheet__intro">{intl.formatMessage(shortcutsMessages.intro)}</p>
      <dl className="shortcuts-sheet__list">
        {SHORTCUTS.map(({ keys, label }) => (
          <div key={label.id} className="shortcuts-sheet__row">
            <dt>
              {keys.map((combination, i) => (
                <span key={combination.join('+')}>
                  {i > 0 ? ` ${or} ` : null}
                  {combination.map((key, j) => (
                    <span key={key}>
                      {j > 0 ? '+' : null}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </span>
              ))}
            </dt>
            <dd>{intl.formatMessage(label)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
