// Import directions of the repository (shared/docs/architecture.md, "Shape" and "Server"), checked by
// `npm run lint` through tools/check-imports.ts, which also checks that no folders of apps/server/src import
// each other in a cycle (dependency-cruiser's own folder rule cannot treat modules/<x>/<sub> as part of <x>).
// Paths are relative to the repository root. Type-only imports count: a type is a dependency too.

/**
 * Files outside modules/wallet that still import the ledger: moved onto wallet commands in issue 13; remove
 * each line when its module moves (tools/check-imports.ts fails on a line that matches no importer any more).
 * A new file here needs a reason a reviewer accepts, not a shortcut.
 */
/** @type {string[]} */
export const ledgerImportersToMove = [];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'packages-import-no-app',
      comment: 'packages/contract and packages/games are shared by the apps; they never reach into one.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'games-import-no-contract',
      comment: 'packages/games holds pure engines with no knowledge of the wire contract.',
      severity: 'error',
      from: { path: '^packages/games/' },
      to: { path: '^packages/contract/' },
    },
    {
      name: 'web-imports-no-server',
      comment: 'The site imports packages/contract and the pure engines of packages/games, nothing of the server.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-imports-no-web',
      comment: 'The server imports packages/contract and packages/games, never the site (it serves its built files).',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'console-imports-only-contract',
      comment: 'The operator console imports packages/contract and nothing of the server, the site or the game engines.',
      severity: 'error',
      from: { path: '^apps/console/' },
      to: { path: '^(apps/(server|web)|packages/games)/' },
    },
    {
      name: 'apps-import-no-console',
      comment: 'The server serves the built console and the site links to nothing of it: neither imports its code.',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/console/' },
    },
    {
      name: 'ledger-only-in-wallet',
      comment:
        'Money moves through the wallet commands (modules/wallet); no other module builds ledger legs or reads ledger ' +
        'tables. app.ts, the composition root, builds the writer and hands it to the wallet.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: ['^apps/server/src/modules/wallet/', '^apps/server/src/app\\.ts$', ...ledgerImportersToMove],
      },
      to: { path: '^apps/server/src/modules/wallet/(ledger-writer|ledger\\.repository)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    // Workspace packages resolve through their `exports`, as Node and Vite do; sources import with .ts extensions.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'], extensions: ['.ts', '.tsx', '.js'] },
  },
};
