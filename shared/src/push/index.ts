export * from './push-notification';
export * from './push-settings';
export * from './web-push';
