// Exposed as `composer/Status` (slot 'composer/Status', props StatusProps from @murmur/shared).
import '../status/status.css';
import { PartMessages, type StatusProps } from '@murmur/shared';
import { composerCatalogue } from '../i18n/catalogue';
import { Status } from '../status/status';

/**
 * A post in the interface language. A feed renders this 20 times and more: the loader is one
 * module-level function, so the catalogue is fetched once per language, not once per post.
 */
export default function StatusInLanguage(props: StatusProps) {
  return (
    <PartMessages loader={composerCatalogue}>
      <Status {...props} />
    </PartMessages>
  );
}
