// Breaks server-imports-no-web.
export { page } from '../../web/src/page.ts';
