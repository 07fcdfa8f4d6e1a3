import { defineRemote } from '@murmur/remote-kit';

export default defineRemote({
  packageDir: import.meta.dirname,
  name: 'profiles',
  exposes: {
    './ProfilePage': './src/expose/profile-page.tsx',
    './UserCard': './src/expose/user-card.tsx',
    './SearchPage': './src/expose/search-page.tsx',
    './ListsPage': './src/expose/lists-page.tsx',
    './ListEditPage': './src/expose/list-edit-page.tsx',
    './AboutPage': './src/expose/about-page.tsx',
    './FollowRequestsPage': './src/expose/follow-requests-page.tsx',
    './RemoteUserResolver': './src/expose/remote-user-resolver.tsx',
    './WhoToFollowPage': './src/expose/who-to-follow-page.tsx',
    './WhoToFollowPanel': './src/expose/who-to-follow-panel.tsx',
    './UserPanel': './src/expose/user-panel.tsx',
  },
});
