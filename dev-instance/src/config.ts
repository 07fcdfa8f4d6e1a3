import { BUBBLE_DOMAINS } from './seed/demo';

export const REGISTRATION_MODES = [
  'open',
  'closed',
  'invite',
  'approval',
  'email-confirmation',
  'captcha',
] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

export const WEB_PUSH_MODES = ['on', 'disabled', 'no-key'] as const;
export type WebPushMode = (typeof WEB_PUSH_MODES)[number];

/** Instance settings a real Akkoma would read from its config; fixed here except for a few options. */
export interface InstanceConfig {
  name: string;
  description: string;
  email: string;
  registrationMode: RegistrationMode;
  maxTootChars: number;
  uploadLimit: number;
  avatarUploadLimit: number;
  bannerUploadLimit: number;
  backgroundUploadLimit: number;
  pollLimits: {
    max_options: number;
    max_option_chars: number;
    min_expiration: number;
    max_expiration: number;
  };
  fieldsLimits: { maxFields: number; maxRemoteFields: number; nameLength: number; valueLength: number };
  bubbleDomains: string[];
  restrictedNicknames: string[];
  languages: string[];
  mailerEnabled: boolean;
  vapidPublicKey: string;
  /** The private half of the VAPID key pair that signs Web Push messages (RFC 8292). */
  vapidPrivateKey: string;
  /**
   * Web push as the server offers it: 'on'; 'disabled' (Akkoma's push switched off: subscriptions
   * are refused with 403); 'no-key' (no VAPID key configured: none in the instance either).
   */
  webPush: WebPushMode;
  /** Password-reset requests allowed per minute before answering 429. */
  passwordResetPerMinute: number;
}

export function defaultConfig(registrationMode: RegistrationMode = 'open'): InstanceConfig {
  return {
    name: 'Murmur Dev',
    description: 'A local Akkoma-compatible instance for developing and testing Murmur.',
    email: 'admin@murmur.test',
    registrationMode,
    maxTootChars: 5000,
    uploadLimit: 16_000_000,
    avatarUploadLimit: 2_000_000,
    bannerUploadLimit: 4_000_000,
    backgroundUploadLimit: 4_000_000,
    pollLimits: { max_options: 20, max_option_chars: 200, min_expiration: 0, max_expiration: 31_536_000 },
    fieldsLimits: { maxFields: 10, maxRemoteFields: 20, nameLength: 512, valueLength: 2048 },
    bubbleDomains: BUBBLE_DOMAINS,
    restrictedNicknames: [
      '.well-known',
      '~',
      'about',
      'activities',
      'api',
      'auth',
      'check_password',
      'dev',
      'friend-requests',
      'inbox',
      'internal',
      'main',
      'media',
      'nodeinfo',
      'notice',
      'oauth',
      'objects',
      'ostatus_subscribe',
      'pleroma',
      'proxy',
      'push',
      'registration',
      'relay',
      'settings',
      'status',
      'tag',
      'user-search',
      'user_exists',
      'users',
      'web',
      'verify_credentials',
      'update_credentials',
      'relationships',
      'search',
      'confirmation_resend',
      'mfa',
    ],
    languages: ['en', 'de', 'fr', 'ja'],
    mailerEnabled: true,
    // A P-256 key pair (base64url) made for this development server only: it signs the Web Push
    // messages it sends (push/delivery.ts). A real server keeps its private key secret.
    vapidPublicKey: 'BFXq3ynBPpq8Z2NCFTUxaKrU1-RKQUkUI6fDx8hKQ29d4m7wSVfH-8U_81xaa2R1QH4AVz_6XYLtIT7STs7Lro0',
    vapidPrivateKey: 'GRcNqZsYf2tB8dkjh1KmOCi8xu6z2rcUQwn9N8LQiuU',
    webPush: 'on',
    passwordResetPerMinute: 3,
  };
}
