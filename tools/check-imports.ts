// `npm run lint` step: the import rules of .dependency-cruiser.mjs plus "no folder cycles in apps/server/src".
// It first runs on tools/import-fixtures, a small tree that breaks every rule once, and fails unless exactly
// those breaks are reported: a rule that silently stops matching (a moved file, a changed option) fails the
// build instead of passing everything.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, format, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixturesRoot = path.join(repoRoot, 'tools/import-fixtures');
const serverSrc = 'apps/server/src/';

/**
 * The folder a server file belongs to, for the cycle rule: modules/<x> with all its subfolders, db/seed (it
 * builds demo data through the modules, so it sits above them while db sits below every module), otherwise
 * its top folder (platform, db, config, ...) or "." for app.ts and main.ts. Tests are left out: nothing
 * imports a test, so it cannot be part of a load cycle, and like app.ts it may wire modules together.
 */
export function serverFolder(file: string): string | null {
  if (!file.startsWith(serverSrc) || /\.test\.tsx?$/.test(file)) return null;
  const rest = file.slice(serverSrc.length);
  const match = /^(modules\/[^/]+|db\/seed)\//.exec(rest) ?? /^([^/]+)\//.exec(rest);
  return match ? match[1]! : '.';
}

/**
 * The folder cycles of apps/server/src: for each folder that is part of one, the shortest cycle through it
 * (duplicates dropped), each step with an import that makes it.
 */
export function folderCycles(result: ICruiseResult): string[] {
  const edges = new Map<string, Map<string, string[]>>();
  for (const module of result.modules) {
    const from = serverFolder(module.source);
    if (from === null) continue;
    for (const dependency of module.dependencies) {
      const to = serverFolder(dependency.resolved);
      if (to === null || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      edges.set(from, targets);
      const imports = targets.get(to) ?? [];
      targets.set(to, imports);
      imports.push(`${module.source.slice(serverSrc.length)} imports ${dependency.resolved.slice(serverSrc.length)}`);
    }
  }
  const cycles = new Map<string, string>();
  for (const group of stronglyConnected(edges)) {
    for (const start of group) {
      const cycle = shortestCycle(edges, start, new Set(group));
      // Rotate to start at the smallest name, so the same cycle found from each member is reported once.
      const at = cycle.indexOf([...cycle].sort()[0]!);
      const path = [...cycle.slice(at), ...cycle.slice(0, at)];
      const steps = path.map((from, i) => {
        const to = path[(i + 1) % path.length]!;
        const imports = edges.get(from)!.get(to)!;
        return `  ${from} -> ${to}: ${imports[0]}${imports.length > 1 ? ` (and ${imports.length - 1} more)` : ''}`;
      });
      cycles.set(path.join(' -> '), [`folder cycle: ${[...path, path[0]].join(' -> ')}`, ...steps].join('\n'));
    }
  }
  return [...cycles.keys()].sort().map((key) => cycles.get(key)!);
}

/** The shortest path from `start` back to itself within `members` (breadth first), without repeating `start`. */
function shortestCycle(edges: Map<string, Map<string, string[]>>, start: string, members: Set<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return path;
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  throw new Error(`${start} is in a strongly connected group but on no cycle`);
}

/** Tarjan's strongly connected components of more than one node, each sorted, in sorted order. */
function stronglyConnected(edges: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * Lines of the ledger exception list (.dependency-cruiser.mjs) that match no file importing the ledger any
 * more: the module has moved onto wallet commands, so its line goes, and the file cannot slip back in.
 */
async function staleLedgerExceptions(result: ICruiseResult): Promise<string[]> {
  const config = (await import(path.join(repoRoot, '.dependency-cruiser.mjs'))) as { ledgerImportersToMove: string[] };
  const ledger = /^apps\/server\/src\/modules\/wallet\/(ledger-writer|ledger\.repository)\.ts$/;
  const importers = result.modules.filter((m) => m.dependencies.some((d) => ledger.test(d.resolved))).map((m) => m.source);
  return config.ledgerImportersToMove.filter((pattern) => !importers.some((file) => new RegExp(pattern).test(file)));
}

async function check(baseDir: string): Promise<{ result: ICruiseResult; violations: string[]; cycles: string[] }> {
  const options = await extractDepcruiseOptions(path.join(repoRoot, '.dependency-cruiser.mjs'));
  const { output } = await cruise(['apps', 'packages'], { ...options, baseDir });
  const result = output as ICruiseResult;
  const violations = (result.summary.violations ?? []).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
  return { result, violations, cycles: folderCycles(result) };
}

const expectedInFixtures = [
  'games-import-no-contract: packages/games/src/reaches-contract.ts -> packages/contract/src/wire.ts',
  'console-imports-only-contract: apps/console/src/reaches-web.ts -> apps/web/src/page.ts',
  'apps-import-no-console: apps/web/src/reaches-console.ts -> apps/console/src/desk.ts',
  'ledger-only-in-wallet: apps/server/src/modules/promotions/cashback.service.ts -> apps/server/src/modules/wallet/ledger-writer.ts',
  'packages-import-no-app: packages/contract/src/reaches-app.ts -> apps/server/src/app.ts',
  'server-imports-no-web: apps/server/src/serves-web.ts -> apps/web/src/page.ts',
  'web-imports-no-server: apps/web/src/reaches-server.ts -> apps/server/src/app.ts',
  'folder cycle: modules/alpha -> modules/beta -> modules/alpha',
];

async function main(): Promise<number> {
  const started = performance.now();
  const fixtures = await check(fixturesRoot);
  const found = [...fixtures.violations, ...fixtures.cycles.map((c) => c.split('\n')[0]!)].sort();
  if (JSON.stringify(found) !== JSON.stringify([...expectedInFixtures].sort())) {
    console.error('The import rules no longer catch what tools/import-fixtures breaks.');
    console.error(`Expected:\n  ${[...expectedInFixtures].sort().join('\n  ')}\nFound:\n  ${found.join('\n  ') || '(nothing)'}`);
    return 1;
  }

  const repo = await check(repoRoot);
  if (repo.violations.length > 0) console.error((await format(repo.result, { outputType: 'err' })).output as string);
  for (const cycle of repo.cycles) console.error(`error no-folder-cycles, ${cycle}`);
  const stale = await staleLedgerExceptions(repo.result);
  for (const pattern of stale) console.error(`error ledger-only-in-wallet: ${pattern} matches no ledger importer now; remove it from ledgerImportersToMove`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (repo.violations.length > 0 || repo.cycles.length > 0 || stale.length > 0) return 1;
  console.log(`import rules: ${repo.result.summary.totalCruised} modules, no violations, no folder cycles in ${serverSrc} (${seconds} s)`);
  return 0;
}

process.exitCode = await main();
