/** Screens for when the app cannot show what was asked: unknown routes, missing configuration, failed routes and parts. */
export { NotFoundPage } from './NotFoundPage';
export { ConfigErrorPage } from './ConfigErrorPage';
export { RouteErrorPage } from './RouteErrorPage';
export { PartBoundary } from './PartBoundary';
