// Breaks games-import-no-contract.
export { wire } from '../../contract/src/wire.ts';
