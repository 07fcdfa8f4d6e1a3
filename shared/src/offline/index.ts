export { isOnline, online$, useOnline, whenBackOnline } from './connectivity';
