/** Screens for when the app cannot show what was asked: unknown routes, missing configuration. */
export { NotFoundPage } from './NotFoundPage';
export { ConfigErrorPage } from './ConfigErrorPage';
