import { useSyncExternalStore } from 'react';
import { BehaviorSubject } from 'rxjs';
import { safeMediaUrl } from '../html/html-policy';

/**
 * The instance's frontend configuration, as the shell reads it at start-up (spec 1 section 4):
 * `/static/config.json` first, then the backend's block (`/api/pleroma/frontend_configurations`,
 * `pleroma_fe`) on top of it, as Pleroma-FE merges them. Only the options the client reads are
 * typed; every other option stays in `raw`.
 */
export interface FrontendConfig {
  /** Site name shown in the top bar; empty means the instance title. */
  name: string;
  logo: string;
  logoMask: boolean;
  logoMargin: string;
  logoLeft: boolean;
  hideSitename: boolean;
  background: string;
  /** The theme's name (default pleroma-dark). */
  theme: string;
  redirectRootLogin: string;
  redirectRootNoLogin: string;
  showInstanceSpecificPanel: boolean;
  showFeaturesPanel: boolean;
  alwaysShowNewPostButton: boolean;
  sidebarRight: boolean;
  hideSiteFavicon: boolean;
  /** Third column on wide screens (the wide layout exists only with this on). */
  thirdColumnMode: 'none' | 'notifications' | 'postform';
  /** Every option as received. */
  raw: Record<string, unknown>;
}

/** Static pieces the instance serves besides its configuration (spec 1 section 4). */
export interface InstanceExtras {
  /** /static/terms-of-service.html, untouched (sanitise before showing). */
  termsOfService: string | null;
  /** /instance/panel.html, untouched (sanitise before showing). */
  instancePanelHtml: string | null;
  /** /static/stickers.json with each pack's pack.json, sorted by title. */
  stickers: readonly StickerPack[];
  /**
   * The optional files and documents this server does not have (asked once per start; a 404 or
   * 410 is recorded here rather than logged as an error).
   */
  unavailable?: readonly string[];
}

/** A sticker pack: its name in stickers.json, its folder, and its pack.json. */
export interface StickerPack {
  pack: string;
  path: string;
  meta: Record<string, unknown>;
}

export const DEFAULT_FRONTEND_CONFIG: FrontendConfig = Object.freeze({
  name: '',
  logo: '',
  logoMask: true,
  logoMargin: '.2em',
  logoLeft: false,
  hideSitename: false,
  background: '',
  theme: 'pleroma-dark',
  redirectRootLogin: '/main/friends',
  redirectRootNoLogin: '/main/all',
  showInstanceSpecificPanel: false,
  showFeaturesPanel: true,
  alwaysShowNewPostButton: false,
  sidebarRight: false,
  hideSiteFavicon: false,
  thirdColumnMode: 'notifications',
  raw: {},
});

export const NO_INSTANCE_EXTRAS: InstanceExtras = Object.freeze({
  termsOfService: null,
  instancePanelHtml: null,
  stickers: [],
});

/** The merged frontend configuration. */
export const frontendConfig$ = new BehaviorSubject<FrontendConfig>(DEFAULT_FRONTEND_CONFIG);
/** Terms of service, instance panel and stickers. */
export const instanceExtras$ = new BehaviorSubject<InstanceExtras>(NO_INSTANCE_EXTRAS);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges configuration sources, later ones winning (static file, then the backend's block), and
 * reads the typed options with their defaults; values of the wrong type are ignored.
 */
/** The URL as given when it is http(s) or a path on this site; otherwise none. */
function imageUrl(url: string): string {
  return url && safeMediaUrl(url) ? url : '';
}

export function mergeFrontendConfig(...sources: readonly unknown[]): FrontendConfig {
  const raw: Record<string, unknown> = {};
  for (const source of sources) if (isRecord(source)) Object.assign(raw, source);
  const d = DEFAULT_FRONTEND_CONFIG;
  const str = (key: keyof FrontendConfig, fallback: string) =>
    typeof raw[key] === 'string' ? (raw[key] as string) : fallback;
  const bool = (key: keyof FrontendConfig, fallback: boolean) =>
    typeof raw[key] === 'boolean' ? (raw[key] as boolean) : fallback;
  const third = raw.thirdColumnMode;
  return {
    name: str('name', d.name),
    // A URL field is used only as http(s) or a path on this site (never javascript:, data:, file:).
    logo: imageUrl(str('logo', d.logo)),
    logoMask: bool('logoMask', d.logoMask),
    logoMargin: str('logoMargin', d.logoMargin),
    logoLeft: bool('logoLeft', d.logoLeft),
    hideSitename: bool('hideSitename', d.hideSitename),
    background: imageUrl(str('background', d.background)),
    theme: str('theme', d.theme) || d.theme,
    redirectRootLogin: str('redirectRootLogin', d.redirectRootLogin) || d.redirectRootLogin,
    redirectRootNoLogin: str('redirectRootNoLogin', d.redirectRootNoLogin) || d.redirectRootNoLogin,
    showInstanceSpecificPanel: bool('showInstanceSpecificPanel', d.showInstanceSpecificPanel),
    showFeaturesPanel: bool('showFeaturesPanel', d.showFeaturesPanel),
    alwaysShowNewPostButton: bool('alwaysShowNewPostButton', d.alwaysShowNewPostButton),
    sidebarRight: bool('sidebarRight', d.sidebarRight),
    hideSiteFavicon: bool('hideSiteFavicon', d.hideSiteFavicon),
    thirdColumnMode:
      third === 'none' || third === 'notifications' || third === 'postform' ? third : d.thirdColumnMode,
    raw,
  };
}

export function setFrontendConfig(config: FrontendConfig): void {
  frontendConfig$.next(config);
}

export function setInstanceExtras(extras: Partial<InstanceExtras>): void {
  instanceExtras$.next({ ...instanceExtras$.getValue(), ...extras });
}

/**
 * Unread announcements, for the navigation badge and the title badge. The part that fetches
 * announcements (timelines) sets it; the shell reads it.
 */
export const unreadAnnouncements$ = new BehaviorSubject<number>(0);

function useValue<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (listener) => {
      const subscription = subject.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    () => subject.getValue(),
    () => subject.getValue(),
  );
}

/** The merged frontend configuration (defaults until the shell read it). */
export function useFrontendConfig(): FrontendConfig {
  return useValue(frontendConfig$);
}

/** Terms of service, instance panel HTML and stickers. */
export function useInstanceExtras(): InstanceExtras {
  return useValue(instanceExtras$);
}

/** Unread announcements count. */
export function useUnreadAnnouncements(): number {
  return useValue(unreadAnnouncements$);
}
