import { TeamboardError } from '../errors/teamboard-error';

export const notFound = () =>
  new TeamboardError({ code: 'not-found', message: 'This webhook does not exist or you cannot manage it.' });
