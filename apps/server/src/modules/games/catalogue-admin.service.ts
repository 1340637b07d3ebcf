import type { z } from 'zod';
import type { GameType, opGamesQuerySchema, opHallTabsBodySchema, opVendorIntegrationBodySchema, opVendorsQuerySchema } from '@lotus/contract/games';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { BrandContext, RequestContext } from '../../platform/request-context.ts';
import type { Hub88Connection, VendorConnections } from '../vendors/vendor-connections.ts';
import type { AdminGameRow, AdminVendorRow, CatalogueAdminRepository, GameSettingsChange, HallTabRow } from './catalogue-admin.repository.ts';
import type { GamesRepository } from './games.repository.ts';

/** Writes an audit row (OperatorService.audit): who, what, on which target, before and after. */
export type Audit = (operator: OperatorPrincipal, action: string, target: string, details: Record<string, unknown>, ip: string, brandId?: number | null) => Promise<void>;

type HallTabsBody = z.output<typeof opHallTabsBodySchema>;
type IntegrationBody = z.output<typeof opVendorIntegrationBodySchema>;

const settingsOf = (r: AdminGameRow) => ({ enabled: r.brand_enabled ?? r.enabled, hot: r.brand_hot ?? r.is_hot, sort: r.brand_sort ?? r.sort });

/**
 * The console's games section: the catalogue, the lobby's tabs and the vendors with one brand's
 * settings, and vendors' connections. Brand settings act on the operator's brand (a deployment-wide
 * operator's: the request's); connections and secrets are the deployment's, so only deployment-wide
 * operators reach them. Every change is audited with before and after (credentials by name only), and
 * this process's catalogue cache is dropped so players see it at once.
 */
export class CatalogueAdmin {
  constructor(
    private readonly repo: CatalogueAdminRepository,
    private readonly catalogue: Pick<GamesRepository, 'classifyCounts'>,
    /** Drops this process's cached catalogue (GamesService.invalidate). */
    private readonly invalidate: () => void,
    private readonly connections: VendorConnections,
    private readonly audit: Audit,
    /** A brand by id (for a brand operator, whose brand is not the request's). */
    private readonly brandById: (id: number) => Promise<BrandContext | null>,
    private readonly now: () => Date,
  ) {}

  /**
   * The brand an operator's settings apply to: their own (naming another is refused with operator.forbidden,
   * as the reports refuse it), or for a deployment-wide operator the one named (the console's working brand;
   * an unknown one is a bad request), else the request's.
   */
  async brand(operator: OperatorPrincipal, ctx: RequestContext, named?: number): Promise<BrandContext> {
    if (named !== undefined && operator.brandId !== null && named !== operator.brandId) throw new AppError('operator.forbidden');
    const id = operator.brandId ?? named ?? ctx.brand.id;
    if (id === ctx.brand.id) return ctx.brand;
    const brand = await this.brandById(id);
    if (!brand) throw operator.brandId === null ? new AppError('request_param_err', { message: `No brand ${id}.` }) : new AppError('not.found');
    return brand;
  }

  #deploymentWide(operator: OperatorPrincipal): void {
    if (operator.brandId !== null) throw new AppError('operator.forbidden');
  }

  // The catalogue.

  #gameView(r: AdminGameRow) {
    return {
      id: r.id,
      code: r.code,
      vendor: r.vendor_code,
      vendorName: r.vendor_name,
      gameType: r.game_type as GameType,
      name: r.names.EN ?? r.code,
      iconUrl: r.icon_url,
      classify: r.classify,
      ...settingsOf(r),
      catalogue: { enabled: r.enabled, hot: r.is_hot, sort: r.sort },
      brand: { enabled: r.brand_enabled, hot: r.brand_hot, sort: r.brand_sort },
      vendorShown: r.vendor_shown,
      updatedAt: new Date(r.updated_at).toISOString(),
    };
  }

  async games(brand: BrandContext, q: z.output<typeof opGamesQuerySchema>) {
    const { rows, total } = await this.repo.gamesPage(brand.id, q, q.sort, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return { rows: rows.map((r) => this.#gameView(r)), total };
  }

  /** One change to each named game for the brand (all or nothing), audited with each game's settings before and after. */
  async setGames(operator: OperatorPrincipal, brand: BrandContext, ids: number[], change: GameSettingsChange, ip: string) {
    const result = await this.repo.setGames(brand.id, ids, change);
    if ('missing' in result) throw new AppError('game.not.found', { message: `No game has the id ${result.missing.slice(0, 10).join(', ')}; nothing was changed.` });
    this.invalidate();
    // Each game whose settings changed, as players get them and as the brand's own (null: the catalogue's).
    const state = (r: AdminGameRow) => ({ ...settingsOf(r), own: { enabled: r.brand_enabled, hot: r.brand_hot, sort: r.brand_sort } });
    const before = new Map(result.before.map((r) => [r.id, state(r)]));
    const games = result.after.filter((r) => JSON.stringify(state(r)) !== JSON.stringify(before.get(r.id))).map((r) => ({ id: r.id, vendor: r.vendor_code, code: r.code, before: before.get(r.id), after: state(r) }));
    if (games.length) {
      const asked = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
      await this.audit(operator, 'games.brand.update', `brand:${brand.code}`, { change: asked, games }, ip, brand.id);
    }
    return { updated: result.after.length, rows: result.after.map((r) => this.#gameView(r)) };
  }

  // The lobby's tabs.

  async hallTabs(brand: BrandContext) {
    const [categories, classifies, counts, tagCounts] = await Promise.all([
      this.repo.categoryTabs(brand.id),
      this.repo.classifyTabs(brand.id),
      this.repo.visibleGameCounts(brand.id),
      this.catalogue.classifyCounts(brand.id),
    ]);
    const esports = new Set(brand.config.esportsVendors);
    const perCategory = new Map<string, number>();
    for (const c of counts) {
      const category = c.game_type === 'SPORTS' && esports.has(c.vendor_code) ? 'ESPORTS' : c.game_type;
      perCategory.set(category, (perCategory.get(category) ?? 0) + c.n);
    }
    const perTag = new Map<string, number>();
    for (const c of tagCounts) if (c.tag !== null) perTag.set(c.tag, (perTag.get(c.tag) ?? 0) + c.n);
    const view = (kind: 'category' | 'classify', r: HallTabRow, games: number) => ({
      kind,
      key: r.key,
      name: r.name ?? r.key,
      enabled: r.brand_enabled ?? true,
      sort: r.brand_sort ?? r.sort,
      catalogue: { sort: r.sort },
      brand: { enabled: r.brand_enabled, sort: r.brand_sort },
      games,
    });
    const inOrder = <T extends { sort: number; key: string }>(tabs: T[]) => tabs.sort((a, b) => a.sort - b.sort || a.key.localeCompare(b.key));
    return {
      categories: inOrder(categories.map((r) => view('category', r, perCategory.get(r.key) ?? 0))),
      classifies: inOrder(classifies.map((r) => view('classify', r, perTag.get(r.key) ?? 0))),
    };
  }

  /** The brand's order and on/off of the named tabs (others keep theirs), audited with each changed tab before and after. */
  async setHallTabs(operator: OperatorPrincipal, brand: BrandContext, body: HallTabsBody, ip: string) {
    const current = await this.hallTabs(brand);
    const known = new Map([...current.categories, ...current.classifies].map((t) => [`${t.kind}:${t.key}`, t]));
    const unknown = body.tabs.filter((t) => !known.has(`${t.kind}:${t.key}`));
    if (unknown.length) throw new AppError('request_param_err', { message: `body.tabs: no such tab: ${unknown.map((t) => `${t.kind} ${t.key}`).join(', ')}`.slice(0, 300) });
    await this.repo.setHallTabs(brand.id, body.tabs);
    this.invalidate();
    const after = await this.hallTabs(brand);
    const afterByKey = new Map([...after.categories, ...after.classifies].map((t) => [`${t.kind}:${t.key}`, t]));
    const pick = (t: { enabled: boolean; sort: number; brand: { enabled: boolean | null; sort: number | null } }) => ({ enabled: t.enabled, sort: t.sort, own: t.brand });
    const changes = body.tabs
      .map((t) => ({ kind: t.kind, key: t.key, before: pick(known.get(`${t.kind}:${t.key}`)!), after: pick(afterByKey.get(`${t.kind}:${t.key}`)!) }))
      .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
    if (changes.length) await this.audit(operator, 'games.hall.update', `brand:${brand.code}`, { tabs: changes }, ip, brand.id);
    return after;
  }

  // Vendors.

  #connectionOf(r: AdminVendorRow, hub88: Hub88Connection | undefined): { connection: 'hub88' | 'seamless' | 'house' | 'none'; credentialsSet: boolean } {
    if (hub88) return { connection: 'hub88', credentialsSet: hub88.credentials.every((c) => c.set) };
    if (r.integration === 'house') return { connection: 'house', credentialsSet: true };
    if (r.integration === 'seamless') return { connection: 'seamless', credentialsSet: !r.secret_placeholder };
    return { connection: 'none', credentialsSet: false };
  }

  #vendorView(r: AdminVendorRow, hub88: Hub88Connection | undefined) {
    const enabled = r.brand_enabled ?? r.enabled;
    return {
      code: r.code,
      name: r.name,
      iconUrl: r.icon_url,
      categories: r.categories,
      integration: r.integration,
      enabled,
      sort: r.brand_sort ?? r.sort,
      shown: enabled && r.integration !== 'none',
      catalogue: { enabled: r.enabled, sort: r.sort },
      brand: { enabled: r.brand_enabled, sort: r.brand_sort },
      games: r.games,
      ...this.#connectionOf(r, hub88),
    };
  }

  async vendors(brand: BrandContext, q: z.output<typeof opVendorsQuerySchema>) {
    const { rows, total } = await this.repo.vendorsPage(brand.id, q, q.sort, q.pageSize, (q.pageNo - 1) * q.pageSize);
    const connections = await this.connections.connections(rows.map((r) => r.code));
    return { rows: rows.map((r) => this.#vendorView(r, connections.get(r.code))), total };
  }

  async setVendor(operator: OperatorPrincipal, brand: BrandContext, code: string, change: { enabled?: boolean | null | undefined; sort?: number | null | undefined }, ip: string) {
    const result = await this.repo.setVendor(brand.id, code, change);
    if (!result) throw new AppError('game.vendor.unavailable', { message: `There is no vendor ${code}.` });
    this.invalidate();
    const settings = (r: AdminVendorRow) => ({ enabled: r.brand_enabled ?? r.enabled, sort: r.brand_sort ?? r.sort, own: { enabled: r.brand_enabled, sort: r.brand_sort } });
    await this.audit(operator, 'vendors.brand.update', `vendor:${code}`, { brand: brand.code, before: settings(result.before), after: settings(result.after) }, ip, brand.id);
    const connections = await this.connections.connections([code]);
    return this.#vendorView(result.after, connections.get(code));
  }

  // Connections (deployment-wide).

  async #vendorOrFail(code: string): Promise<AdminVendorRow> {
    // Brand settings do not matter here: any brand id reads the vendor's own columns.
    const row = await this.repo.vendor(0, code);
    if (!row) throw new AppError('game.vendor.unavailable', { message: `There is no vendor ${code}.` });
    return row;
  }

  #integrationView(r: AdminVendorRow, hub88: Hub88Connection | undefined) {
    const { connection } = this.#connectionOf(r, hub88);
    if (hub88) return { vendor: r.code, name: r.name, connection, enabled: hub88.enabled, settings: hub88.settings, credentials: hub88.credentials, testable: true };
    const secret = connection === 'seamless' ? [{ name: 'secret', set: !r.secret_placeholder, changedAt: r.secret_changed_at ? new Date(r.secret_changed_at).toISOString() : null }] : [];
    return { vendor: r.code, name: r.name, connection, enabled: r.enabled, settings: null, credentials: secret, testable: false };
  }

  async integration(operator: OperatorPrincipal, code: string) {
    this.#deploymentWide(operator);
    const row = await this.#vendorOrFail(code);
    return this.#integrationView(row, (await this.connections.connections([code])).get(code));
  }

  /**
   * Enters a vendor's connection: our own protocol's secret (seamless vendors), or Hub88's settings and
   * keys. The audit row names the credentials entered, never their values.
   */
  async saveIntegration(operator: OperatorPrincipal, code: string, body: IntegrationBody, ip: string) {
    this.#deploymentWide(operator);
    const row = await this.#vendorOrFail(code);
    const hub88 = (await this.connections.connections([code])).get(code);
    const current = this.#connectionOf(row, hub88).connection;
    const at = this.now();
    if (body.kind === 'seamless') {
      if (current !== 'seamless') throw new AppError('request_param_err', { message: `body.kind: ${code} is connected as ${current}, not by our seamless protocol` });
      const before = this.#integrationView(row, hub88);
      if (body.credentials.secret !== undefined) await this.repo.setVendorSecret(code, body.credentials.secret, at);
      const after = this.#integrationView(await this.#vendorOrFail(code), hub88);
      await this.audit(operator, 'vendors.connection.update', `vendor:${code}`, { connection: 'seamless', credentialsEntered: body.credentials.secret !== undefined ? ['secret'] : [], before: { credentials: before.credentials }, after: { credentials: after.credentials } }, ip, null);
      return after;
    }
    if (current === 'house') throw new AppError('request_param_err', { message: `body.kind: ${code} is our own studio; it has no connection to set up` });
    const saved = await this.connections.saveHub88(code, body, at);
    const summary = (c: Hub88Connection | null) => (c ? { enabled: c.enabled, settings: c.settings, credentials: c.credentials } : null);
    await this.audit(operator, 'vendors.connection.update', `vendor:${code}`, { connection: 'hub88', credentialsEntered: saved.entered, before: summary(saved.before), after: summary(saved.after) }, ip, null);
    return this.#integrationView(row, saved.after);
  }

  /** A side-effect-free check of the stored connection; audited (who checked which vendor, and the outcome). */
  async testIntegration(operator: OperatorPrincipal, code: string, ip: string) {
    this.#deploymentWide(operator);
    await this.#vendorOrFail(code);
    const result = await this.connections.check(code);
    await this.audit(operator, 'vendors.connection.test', `vendor:${code}`, { outcome: result.outcome, games: result.games }, ip, null);
    return result;
  }
}
