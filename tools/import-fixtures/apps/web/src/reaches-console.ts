// Breaks apps-import-no-console.
export { desk } from '../../console/src/desk.ts';
