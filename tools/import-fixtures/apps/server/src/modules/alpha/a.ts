// With beta/deep/c.ts, a folder cycle alpha <-> beta that no single file cycle shows; beta/deep counts as beta.
export { b } from '../beta/b.ts';
