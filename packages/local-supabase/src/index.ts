export { apiUrl, DEFAULT_API_PORT, DEFAULT_DB_PORT, DEFAULT_HOST } from './config';
