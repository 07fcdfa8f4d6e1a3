// Exposed as `composer/PostForm` (slot 'composer/PostForm', props PostFormProps from @murmur/shared).
import '../post-form/post-form.css';
import { PartMessages, type PostFormProps, useSession } from '@murmur/shared';
import { composerCatalogue } from '../i18n/catalogue';
import { PostForm } from '../post-form/post-form';

/** The post form where the shell places it (sidebar, column); nothing for a visitor. */
export default function PostFormInLanguage(props: PostFormProps) {
  const session = useSession();
  if (session.kind !== 'user') return null;
  return (
    <PartMessages loader={composerCatalogue}>
      <PostForm {...props} />
    </PartMessages>
  );
}
