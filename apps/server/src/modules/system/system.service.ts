import type { HelpArticle, StatusValue } from '@lotus/contract/system';
import type { PlayableNavigation } from '../games/games.service.ts';
import type { BrandContext, RequestContext } from '../../platform/request-context.ts';
import type { ServerKey } from '../../platform/server-keys.ts';
import { activeMaintenance, maintenanceInfo, regionRestricted, systemStatus } from './access.ts';
import type { SystemRepository } from './system.repository.ts';
import { cleanHtml } from '../../platform/sanitize-html.ts';

export class SystemService {
  constructor(
    private readonly repo: SystemRepository,
    private readonly serverKey: ServerKey,
    private readonly now: () => Date,
  ) {}

  /** The permission/config call the web makes on start: what to show, where the visitor is, and the brand (with what it can play). */
  status(ctx: RequestContext, site: { host: string; origin: string }, playable: PlayableNavigation): StatusValue {
    const { brand, ip, country } = ctx;
    const { config } = brand;
    const now = this.now();
    const window = activeMaintenance(config, now, ip);
    return {
      status: systemStatus(config, now, ip, country),
      maintenance: window ? maintenanceInfo(window, ctx.language, config.defaultLanguage) : null,
      regionRestriction: regionRestricted(config, country, ip),
      location: { ip, country },
      info: {
        brand: {
          merchantCode: brand.code,
          name: config.name,
          logoUrl: config.logoUrl,
          iconUrl: config.iconUrl,
          platform: config.platform,
          device: config.device,
          lotteryType: config.lotteryType,
          defaultLanguage: config.defaultLanguage,
          languages: config.languages,
          chatHeaderColor: config.chatHeaderColor,
          announcementTypes: config.announcementTypes,
          defaultExecutionType: config.defaultExecutionType,
          prizeModes: config.prizeModes,
          currency: config.currency,
          currencySymbol: config.currencySymbol,
          timeZone: config.timeZone,
          licence: config.licence,
          footerLinks: config.footerLinks,
          loginRequiredForHome: config.loginRequiredForHome,
          navigation: playable.navigation,
          gameCategories: playable.gameCategories,
          esportsVendors: config.esportsVendors,
          encryptionRequired: config.encryptionRequired,
          defaultDialingCode: config.defaultDialingCode,
        },
        whitelabel: brand.whitelabel,
        register: brand.registerRules,
        resources: config.resources,
        customerService: brand.customerService,
        analytics: config.analytics,
        imageCDNs: config.imageCDNs,
        launchGameCDNs: config.launchGameCDNs,
        domainRoute: this.routesFor(brand, site),
        mainDomain: config.mainDomain,
      },
    };
  }

  /** Routes configured for the site host (or for every host); with none configured, the site itself. */
  routesFor(brand: BrandContext, site: { host: string; origin: string }): { url: string; speed: number }[] {
    const host = site.host.toLowerCase();
    const routes = brand.domainRoutes.filter((r) => r.siteHost === null || r.siteHost === host);
    if (routes.length > 0) return routes.map(({ url, speed }) => ({ url, speed }));
    return [{ url: site.origin, speed: 0 }];
  }

  whitelabel(brand: BrandContext) {
    const flags: Record<string, boolean> = {};
    const walk = (nodes: typeof brand.whitelabel) => {
      for (const n of nodes) {
        flags[n.modId] = n.enabled;
        walk(n.childrenNodes);
      }
    };
    walk(brand.whitelabel);
    return { whitelabel: brand.whitelabel, flags };
  }

  async helpCenter(brand: BrandContext, language: string, device: string): Promise<HelpArticle[]> {
    let rows = await this.repo.helpArticles(brand.id, language, device);
    // A language the operator has not written help for yet shows the default language's articles.
    if (rows.length === 0 && language !== brand.config.defaultLanguage) rows = await this.repo.helpArticles(brand.id, brand.config.defaultLanguage, device);
    const byId = new Map<number, HelpArticle>();
    // Operator HTML is cleaned on its way out too (the console cleans it when saved).
    for (const r of rows) byId.set(r.id, { id: r.id, slug: r.slug, title: r.title, content: cleanHtml(r.content), children: [] });
    const roots: HelpArticle[] = [];
    for (const r of rows) {
      const node = byId.get(r.id)!;
      const parent = r.parent_id === null ? undefined : byId.get(r.parent_id);
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  }

  async countries() {
    const rows = await this.repo.countries();
    return rows.map((r) => ({ countryCode: r.country_code, countryDialingCode: r.dialing_code, name: r.name }));
  }

  rsaKey() {
    return { algorithm: 'RSA-OAEP-256' as const, keyId: this.serverKey.keyId, publicKey: this.serverKey.publicKey };
  }
}
