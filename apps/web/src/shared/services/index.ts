/** The data services (client, query cache, offline queue, local copy), loaded after the first screen. */
export { ServicesContext, useServices, type AppServices, type ServicesValue } from './services-context';
export { WithServices, type WithServicesProps } from './WithServices';
