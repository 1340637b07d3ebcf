import { z } from 'zod';

/**
 * White-label module ids. Each call belongs to one; a brand switches modules on and off, and a
 * call whose module (or any ancestor of it) is off answers `function.not.available`.
 * The tree below is the default shape a new brand gets; COMM3 (common) cannot be switched off.
 */
export const moduleTree = [
  { modId: 'COMM3', children: [] },
  {
    modId: 'REG3',
    children: [
      { modId: 'USERNAMEREG3', children: [] },
      { modId: 'MOBILENUMREG3', children: [{ modId: 'REGMOBVERF3', children: [] }, { modId: 'MOBILENUMPASSREG3', children: [] }] },
      { modId: 'AFFMAN3', children: [] },
    ],
  },
  { modId: 'VERIFICATION3', children: [] },
  { modId: 'CAPTCHA3', children: [] },
  { modId: 'FREEPLAY3', children: [] },
  { modId: 'MOBILEVERCODELOGIN3', children: [] },
  { modId: 'LOGINIPVERF3', children: [] },
  { modId: 'PASS3', children: [{ modId: 'PWDEXPFORCECHANGE3', children: [] }, { modId: 'CHNGPASSVERIF3', children: [] }] },
  { modId: 'PROFPIC3', children: [] },
  { modId: 'FEEDBACK3', children: [] },
  { modId: 'INBOX3', children: [] },
  { modId: 'FUNDTRANS3', children: [] },
  { modId: 'MEMTRANS3', children: [] },
  { modId: 'GAMELO3', children: [{ modId: 'GAMELOHOT3', children: [] }, { modId: 'GAMELOFAV3', children: [] }, { modId: 'GAMELOREC3', children: [] }] },
  { modId: 'REWCEN3', children: [{ modId: 'MISSION3', children: [] }, { modId: 'PTSYS3', children: [] }, { modId: 'MANPLAYREB3', children: [] }] },
  {
    modId: 'AGENTPOLICY3',
    children: [{ modId: 'SIGNCONDIV3', children: [] }, { modId: 'DAILYSALCONT3', children: [] }, { modId: 'HOURSAL3', children: [] }, { modId: 'RTSALARY3', children: [] }],
  },
] as const satisfies readonly ModuleShape[];

interface ModuleShape {
  readonly modId: string;
  readonly children: readonly ModuleShape[];
}

type IdsOf<T> = T extends readonly (infer N)[] ? (N extends { modId: infer I; children: infer C } ? I | IdsOf<C> : never) : never;
export type ModuleId = IdsOf<typeof moduleTree>;

/** Every module id with its parent (null at the top), in tree order. */
export const moduleParents: ReadonlyMap<ModuleId, ModuleId | null> = (() => {
  const out = new Map<ModuleId, ModuleId | null>();
  const walk = (nodes: readonly ModuleShape[], parent: ModuleId | null) => {
    for (const n of nodes) {
      out.set(n.modId as ModuleId, parent);
      walk(n.children, n.modId as ModuleId);
    }
  };
  walk(moduleTree, null);
  return out;
})();

export const moduleIds = [...moduleParents.keys()];
export const alwaysOnModule: ModuleId = 'COMM3';

export function isModuleId(value: string): value is ModuleId {
  return moduleParents.has(value as ModuleId);
}

/** The white-label tree as the status call sends it: `{ modId, enabled, childrenNodes }`. */
export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), childrenNodes: z.array(whitelabelNodeSchema) }),
);

/** A module is effectively on when it and all its ancestors are on. */
export function effectiveModules(enabled: ReadonlySet<string>): Set<ModuleId> {
  const on = new Set<ModuleId>();
  for (const [id, parent] of moduleParents) {
    const selfOn = id === alwaysOnModule || enabled.has(id);
    if (selfOn && (parent === null || on.has(parent))) on.add(id);
  }
  return on;
}

/** Flag ids of spec section 3 (white-label flags), read by the web as plain booleans. */
export const whitelabelFlags = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'MANPLAYREB3',
  'AGENTPOLICY3',
  'CHNGPASSVERIF3',
] as const satisfies readonly ModuleId[];
export type WhitelabelFlag = (typeof whitelabelFlags)[number];
