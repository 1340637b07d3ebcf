// Breaks packages-import-no-app.
export { buildApp } from '../../../apps/server/src/app.ts';
