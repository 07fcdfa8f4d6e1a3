/** Credentials of the named demo accounts; README.md documents the same values. */
export const DEMO_PASSWORD = 'murmur-demo';

/** RFC 6238 secret of the `totp` account (base32). Any authenticator app can add it. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Single-use recovery codes of the `totp` account, restored by /__dev/reset. */
export const DEMO_RECOVERY_CODES = [
  'murmur-rc-0001',
  'murmur-rc-0002',
  'murmur-rc-0003',
  'murmur-rc-0004',
  'murmur-rc-0005',
];

export const REMOTE_DOMAINS = ['remote.example', 'bubble.example', 'far.example', 'other.example'];

/** The instance's bubble: besides itself, these domains make up the bubble timeline. */
export const BUBBLE_DOMAINS = ['bubble.example', 'friends.example'];
