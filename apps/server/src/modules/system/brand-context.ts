import { brandConfigSchema } from '@lotus/contract/brand';
import { effectiveModules, moduleTree, type WhitelabelNode } from '@lotus/contract/modules';
import { obfuscateLink } from '@lotus/contract/customer-service';
import type { RegisterField } from '@lotus/contract/system';
import type { BrandContext } from '../../platform/request-context.ts';
import type { SystemRepository } from './system.repository.ts';

type Shape = { readonly modId: string; readonly children: readonly Shape[] };

function toTree(nodes: readonly Shape[], on: ReadonlySet<string>): WhitelabelNode[] {
  return nodes.map((n) => ({ modId: n.modId, enabled: on.has(n.modId), childrenNodes: toTree(n.children, on) }));
}

export async function loadBrandContext(repo: SystemRepository, code: string | null): Promise<BrandContext | null> {
  const brand = await repo.findBrand(code);
  if (!brand) return null;
  const [moduleRows, ruleRows, routes] = await Promise.all([repo.modules(brand.id), repo.registerRules(brand.id), repo.domainRoutes(brand.id)]);
  const config = brandConfigSchema.parse(brand.config);
  const modules = effectiveModules(new Set(moduleRows.filter((m) => m.enabled).map((m) => m.mod_id)));
  const customerService = await Promise.all(
    config.customerService.map(async (e) => ({ type: e.type, label: e.label, path: e.type === 3 ? await obfuscateLink(e.path) : e.path })),
  );
  return {
    id: brand.id,
    code: brand.code,
    config,
    modules,
    whitelabel: toTree(moduleTree, modules),
    registerRules: ruleRows.map((r) => ({
      field: r.field as RegisterField,
      enabled: r.enabled,
      required: r.required,
      acceptedPattern: r.accepted_pattern,
      patternId: r.pattern_id,
      minLength: r.min_length,
      maxLength: r.max_length,
    })),
    customerService,
    domainRoutes: routes.map((r) => ({ siteHost: r.site_host, url: r.url, speed: r.speed })),
  };
}
