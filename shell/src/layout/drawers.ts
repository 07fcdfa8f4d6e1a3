// The phone's two drawers, one chunk (layout/frame.tsx fetches it when one is first opened).
export { MobileNotificationsDrawer } from './mobile-notifications-drawer';
export { SideDrawer } from './side-drawer';
