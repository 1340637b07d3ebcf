import { brandConfigSchema } from '@lotus/contract/brand';

/** The two settings a brand claims its site hosts with. */
const claimsSchema = brandConfigSchema.pick({ publicUrls: true, mainDomain: true });

/**
 * The site hosts a brand claims (lower case, `name[:port]` as a browser's `location.host` shows it): the host of
 * each public address, and its main domain with and without `www.`. A visitor's first call, which names no brand,
 * gets the brand that claims the site's host (request-context.ts).
 */
export function brandHosts(config: unknown): string[] {
  const parsed = claimsSchema.safeParse(config);
  return parsed.success ? hostsOf(parsed.data) : [];
}

/** The hosts of a brand's public addresses and main domain (see brandHosts). */
export function hostsOf(claims: { publicUrls: readonly string[]; mainDomain: string }): string[] {
  const hosts = new Set<string>();
  for (const url of claims.publicUrls) {
    const host = hostOf(url);
    if (host) hosts.add(host);
  }
  const main = claims.mainDomain.trim().toLowerCase();
  if (main !== '') {
    hosts.add(main);
    if (!main.startsWith('www.')) hosts.add(`www.${main}`);
  }
  return [...hosts];
}

/** `https://Play.Example.com:443/` -> `play.example.com` (a default port is not shown, as browsers do not). */
export function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}
