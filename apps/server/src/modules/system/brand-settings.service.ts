import { brandConfigSchema, type BrandConfig } from '@lotus/contract/brand';
import type { BrandCreateInput, BrandGroup, BrandSettings, brandGroupSchemas } from '@lotus/contract/brand-admin';
import { alwaysOnModule, effectiveModules, moduleParents } from '@lotus/contract/modules';
import { registerFields, type FieldRule } from '@lotus/contract/system';
import type { z } from 'zod';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { brandHosts, hostOf, hostsOf } from './brand-hosts.ts';
import type { BrandCopyStep, BrandSettingsRow, BrandSettingsWrite, SystemRepository } from './system.repository.ts';

export type GroupSettings = { [G in BrandGroup]: z.output<(typeof brandGroupSchemas)[G]> };

/** What the brand settings need from outside modules/system (wired in app.ts). */
export interface BrandSettingsDeps {
  /** The audit trail (backoffice's OperatorService.audit). */
  audit(operator: OperatorPrincipal, action: string, target: string, details: Record<string, unknown>, ip: string, brandId: number): Promise<void>;
  /** Whether money has moved on the brand's accounts (the wallet's ledger). */
  moneyMoved(brandId: number): Promise<boolean>;
  /** After a write commits: clear this process's brand cache and tell the other processes (Redis), so the site sees it at once. */
  changed(brandId: number, code: string): Promise<void> | void;
  /** Each module's copy of its own settings into a new brand (games, lottery, help centre, payments). */
  copySteps: readonly BrandCopyStep[];
}

/** A field with no rule is not on the form; the console lists it, off, so the operator can turn it on. */
const absentRule = (field: FieldRule['field']): FieldRule => ({ field, enabled: false, required: false, acceptedPattern: '*', patternId: 'ANY', minLength: 0, maxLength: 64 });

/**
 * The console's brand section: reads a brand's settings with the version a write must name, and writes one
 * group at a time. A write is refused whole (nothing changes) when the operator may not see the brand
 * (`not.found`), when another write came first (`brand.version.stale`), when the currency would change after
 * money moved (`brand.currency.locked`), or when the brand's config would not pass its schema
 * (`brand.config.invalid`). Each write is audited with the changed settings before and after, and clears
 * the brand cache so the site's next status call shows it.
 */
export class BrandSettingsService {
  constructor(
    private readonly repo: SystemRepository,
    private readonly deps: BrandSettingsDeps,
  ) {}

  async list(operator: OperatorPrincipal) {
    const rows = await this.repo.brandList(operator.brandId);
    return {
      rows: rows.map((r) => {
        const parsed = brandConfigSchema.safeParse(r.config);
        return { id: r.id, code: r.code, name: parsed.success ? parsed.data.name : r.code, isDefault: r.is_default };
      }),
    };
  }

  /** The brands an operator may see (their own; every brand, by id, when deployment-wide), as the console names them and shows their times and money. */
  async brandsFor(brandId: number | null) {
    const rows = await this.repo.brandList(brandId);
    return rows.map((r) => {
      const parsed = brandConfigSchema.safeParse(r.config);
      // A config that no longer parses still names its brand; its zone and currency are the schema's defaults.
      const config = parsed.success ? parsed.data : brandConfigSchema.parse({ name: r.code });
      return { id: r.id, code: r.code, name: config.name, timeZone: config.timeZone, currency: config.currency };
    });
  }

  async settings(operator: OperatorPrincipal, brandId: number): Promise<BrandSettings> {
    return this.#view(await this.#row(operator, brandId));
  }

  /**
   * A new brand, made by a deployment-wide operator from an existing one: its settings are the source's except
   * what is the brand's own (code, name, money, clock) and what names another brand's site (public addresses,
   * main domain, logo and icon), maintenance windows and demo payments, which start empty or off. Module
   * switches, registration rules, withdrawal and cashback rules, the catalogue choices, lottery games, help
   * centre and payment approval threshold are copied; payment channels, content and members are not.
   */
  async create(operator: OperatorPrincipal, input: BrandCreateInput, ip: string): Promise<BrandSettings> {
    if (operator.brandId !== null) throw new AppError('operator.forbidden', { message: "Only a deployment-wide operator makes brands; a brand's own operator cannot." });
    const source = await this.repo.brandSettingsRow(input.copyFrom);
    if (!source) throw new AppError('not.found', { message: 'The brand to copy settings from does not exist.' });
    const from = brandConfigSchema.parse(source.config);
    const config = brandConfigSchema.parse({
      ...from,
      name: input.name,
      currency: input.currency,
      currencySymbol: input.currencySymbol,
      timeZone: input.timeZone,
      publicUrls: [],
      mainDomain: '',
      logoUrl: null,
      iconUrl: null,
      maintenanceWindows: [],
      demoPayments: false,
    });
    const id = await this.repo.createBrand(input.code, config, source.id, { from: from.timeZone, to: input.timeZone }, this.deps.copySteps);
    if (id === null) throw new AppError('brand.code.taken', { value: { code: input.code } });
    await this.deps.changed(id, input.code);
    await this.deps.audit(operator, 'brand.create', `brand:${input.code}`, { copiedFrom: source.code, name: input.name, currency: input.currency, timeZone: input.timeZone }, ip, id);
    return this.#view((await this.repo.brandSettingsRow(id))!);
  }

  async write<G extends BrandGroup>(operator: OperatorPrincipal, brandId: number, group: G, version: number, settings: GroupSettings[G], ip: string): Promise<BrandSettings> {
    const row = await this.#row(operator, brandId);
    if (row.version !== version) throw stale(row.version);
    const before = await this.#view(row);
    await this.#checkAgainstData(group, settings, before);

    const result = await this.repo.writeBrandSettings(brandId, version, (current) => {
      const write = applyGroup(brandConfigSchema.parse(current.config), group, settings);
      const checked = brandConfigSchema.safeParse(write.config);
      if (!checked.success) {
        throw new AppError('brand.config.invalid', { value: { issues: checked.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })) } });
      }
      return { ...write, config: checked.data };
    });
    if (!result) {
      const now = await this.repo.brandSettingsRow(brandId);
      throw stale(now?.version ?? version);
    }
    await this.deps.changed(brandId, row.code);
    const after = await this.#view((await this.repo.brandSettingsRow(brandId))!);
    const change = diff(auditShape(group, before), auditShape(group, after));
    await this.deps.audit(operator, `brand.${group}.update`, `brand:${row.code}`, { version: { from: version, to: result.version }, ...change }, ip, brandId);
    return after;
  }

  /** Checks only the database can make: the currency once money moved, and country codes it knows. */
  async #checkAgainstData<G extends BrandGroup>(group: G, settings: GroupSettings[G], before: BrandSettings): Promise<void> {
    if (group === 'regional') {
      const regional = settings as GroupSettings['regional'];
      if (regional.currency !== before.regional.currency && before.currencyLocked) {
        throw new AppError('brand.currency.locked', { value: { currency: before.regional.currency } });
      }
    }
    if (group === 'domains') await this.#checkHostsFree(before, settings as GroupSettings['domains']);
    if (group === 'access') {
      const countries = (settings as GroupSettings['access']).regionRestriction?.countries ?? [];
      const unknown = await this.repo.unknownCountries(countries);
      if (unknown.length > 0) {
        throw new AppError('brand.config.invalid', {
          message: `Unknown country codes: ${unknown.join(', ')}.`,
          value: { issues: unknown.map((c) => ({ path: ['regionRestriction', 'countries', String(countries.indexOf(c))], message: 'countryInvalid' })) },
        });
      }
    }
  }

  /**
   * A site host belongs to one brand (a visitor's first call finds its brand by it): an address or main domain
   * another brand already claims is refused, unless this brand had it already.
   */
  async #checkHostsFree(before: BrandSettings, domains: GroupSettings['domains']): Promise<void> {
    const had = new Set(hostsOf(before.domains));
    const others = new Set((await this.repo.allBrands()).filter((b) => b.id !== before.id).flatMap((b) => brandHosts(b.config)));
    const taken = (host: string | null) => host !== null && !had.has(host) && others.has(host);
    const issues = domains.publicUrls.flatMap((url, i) => (taken(hostOf(url)) ? [{ path: ['publicUrls', String(i)], message: 'hostTaken' }] : []));
    const main = domains.mainDomain.toLowerCase();
    if (main !== '' && (taken(main) || taken(`www.${main}`))) issues.push({ path: ['mainDomain'], message: 'hostTaken' });
    if (issues.length > 0) throw new AppError('brand.config.invalid', { message: 'Another brand already uses this site address.', value: { issues } });
  }

  async #row(operator: OperatorPrincipal, brandId: number): Promise<BrandSettingsRow> {
    // A brand operator's own brand only; another brand is answered as if it did not exist.
    if (operator.brandId !== null && operator.brandId !== brandId) throw new AppError('not.found');
    const row = await this.repo.brandSettingsRow(brandId);
    if (!row) throw new AppError('not.found');
    return row;
  }

  async #view(row: BrandSettingsRow): Promise<BrandSettings> {
    const config = brandConfigSchema.parse(row.config);
    const [moduleRows, ruleRows, routes, moneyMoved] = await Promise.all([
      this.repo.modules(row.id),
      this.repo.registerRules(row.id),
      this.repo.domainRoutes(row.id),
      this.deps.moneyMoved(row.id),
    ]);
    const switches = new Map(moduleRows.map((m) => [m.mod_id, m.enabled]));
    const effective = effectiveModules(new Set(moduleRows.filter((m) => m.enabled).map((m) => m.mod_id)));
    const rules: FieldRule[] = ruleRows.map((r) => ({
      field: r.field as FieldRule['field'],
      enabled: r.enabled,
      required: r.required,
      acceptedPattern: r.accepted_pattern,
      patternId: r.pattern_id,
      minLength: r.min_length,
      maxLength: r.max_length,
    }));
    const present = new Set(rules.map((r) => r.field));
    return {
      id: row.id,
      code: row.code,
      name: config.name,
      isDefault: row.is_default,
      version: row.version,
      updatedAt: row.updated_at.toISOString(),
      identity: { name: config.name, logoUrl: config.logoUrl, iconUrl: config.iconUrl },
      modules: [...moduleParents].map(([modId, parent]) => ({
        modId,
        parent,
        enabled: modId === alwaysOnModule || (switches.get(modId) ?? false),
        effective: effective.has(modId),
        alwaysOn: modId === alwaysOnModule,
      })),
      registration: [...rules, ...registerFields.filter((f) => !present.has(f)).map(absentRule)],
      withdrawal: config.withdrawal,
      regional: { currency: config.currency, currencySymbol: config.currencySymbol, timeZone: config.timeZone, languages: config.languages, defaultLanguage: config.defaultLanguage },
      domains: { publicUrls: config.publicUrls, mainDomain: config.mainDomain, routes: routes.map((r) => ({ siteHost: r.site_host, url: r.url, speed: r.speed })) },
      maintenance: { windows: config.maintenanceWindows },
      access: { regionRestriction: config.regionRestriction, ipRestriction: config.ipRestriction },
      rebate: config.rebate,
      customerService: customerServiceView(config),
      currencyLocked: moneyMoved,
    };
  }
}

function stale(current: number): AppError {
  return new AppError('brand.version.stale', { value: { version: current } });
}

/** The brand's config and table rows with one group's new settings in place. */
function applyGroup<G extends BrandGroup>(config: BrandConfig, group: G, input: GroupSettings[G]): BrandSettingsWrite {
  switch (group) {
    case 'identity':
      return { config: { ...config, ...(input as GroupSettings['identity']) } };
    case 'modules':
      return { config, modules: input as GroupSettings['modules'] as Record<string, boolean> };
    case 'registration':
      return { config, registerRules: input as GroupSettings['registration'] };
    case 'withdrawal':
      return { config: { ...config, withdrawal: input as GroupSettings['withdrawal'] } };
    case 'regional':
      return { config: { ...config, ...(input as GroupSettings['regional']) } };
    case 'domains': {
      const { publicUrls, mainDomain, routes } = input as GroupSettings['domains'];
      return { config: { ...config, publicUrls: publicUrls.map((u) => new URL(u).origin), mainDomain }, domainRoutes: routes };
    }
    case 'maintenance':
      return { config: { ...config, maintenanceWindows: (input as GroupSettings['maintenance']).windows } };
    case 'access': {
      const { regionRestriction, ipRestriction } = input as GroupSettings['access'];
      return { config: { ...config, regionRestriction, ipRestriction } };
    }
    case 'rebate':
      return { config: { ...config, rebate: input as GroupSettings['rebate'] } };
    case 'customerService': {
      const { mode, link, vipLink } = input as GroupSettings['customerService'];
      const main = mode === 'builtin' ? { type: 4 as const, path: 'chat', label: 'live chat' } : { type: 3 as const, path: link!, label: 'customer service' };
      return { config: { ...config, customerService: [main, ...(vipLink ? [{ type: 2 as const, path: vipLink, label: 'VIP service' }] : [])] } };
    }
    default:
      throw new RangeError(`unknown brand settings group ${String(group)}`);
  }
}

/** The customer-service entries as the console edits them: the built-in chat room, or the first outside link. */
function customerServiceView(config: BrandConfig): BrandSettings['customerService'] {
  const entries = config.customerService;
  const builtin = entries.some((e) => e.type === 4);
  const link = entries.find((e) => e.type === 1 || e.type === 3)?.path ?? null;
  return { mode: builtin || link === null ? 'builtin' : 'link', link, vipLink: entries.find((e) => e.type === 2)?.path ?? null };
}

/** The group as the audit trail records it: keyed so that only what changed is kept. */
function auditShape(group: BrandGroup, view: BrandSettings): Record<string, unknown> {
  switch (group) {
    case 'modules':
      return Object.fromEntries(view.modules.map((m) => [m.modId, m.enabled]));
    case 'registration':
      return Object.fromEntries(view.registration.map(({ field, ...rule }) => [field, rule]));
    default:
      return { ...(view[group] as Record<string, unknown>) };
  }
}

/** The keys whose value changed, before and after. */
function diff(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    out.before[key] = before[key] ?? null;
    out.after[key] = after[key] ?? null;
  }
  return out;
}
