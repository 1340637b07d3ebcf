/**
 * Chase plans (追号): the same cart bet on several upcoming issues, each with its own multiple, which
 * multiplies the cart lines' own multiples. A plan starts at a multiple and multiplies it by `factor`
 * every `every` issues (factor 1 keeps it level; every 1 and factor 2 doubles each issue).
 */
export interface ChasePlan {
  issues: number;
  startMultiple: number;
  every: number;
  factor: number;
}

export const defaultChasePlan: ChasePlan = { issues: 10, startMultiple: 1, every: 1, factor: 1 };

/** The multiple of each issue of a plan, never above `max`. */
export function planMultiples(plan: ChasePlan, max: number): number[] {
  const issues = Math.max(0, Math.floor(plan.issues));
  const start = Math.max(1, Math.floor(plan.startMultiple));
  const every = Math.max(1, Math.floor(plan.every));
  const factor = Math.max(1, Math.floor(plan.factor));
  const out: number[] = [];
  let multiple = start;
  for (let i = 0; i < issues; i++) {
    if (i > 0 && i % every === 0) multiple = Math.min(max, multiple * factor);
    out.push(Math.min(max, multiple));
  }
  return out;
}

export interface ChaseStep {
  numero: string;
  multiple: number;
}

/** What a chase costs: the cart's cost at multiple 1 per line times each step's multiple. */
export function chaseTotal(cartUnitAmount: bigint, steps: readonly ChaseStep[]): bigint {
  return steps.reduce((sum, s) => sum + cartUnitAmount * BigInt(s.multiple), 0n);
}
