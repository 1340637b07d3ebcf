// Breaks console-imports-only-contract.
export { page } from '../../web/src/page.ts';
