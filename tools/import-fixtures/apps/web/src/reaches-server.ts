// Breaks web-imports-no-server.
export { buildApp } from '../../server/src/app.ts';
