import type { BrandContext } from '../../platform/request-context.ts';

/**
 * The origin for links the platform mails (password reset): the brand's configured public address
 * the request came in on when it is one of them, else the first (canonical) one. The Host header is
 * only matched against that list, never copied, so a forged Host cannot put an attacker's site in a
 * reset mail. A brand without any configured address gets `fallback` (this machine's address).
 */
export function publicOrigin(brand: BrandContext, requestHost: string | undefined, fallback: string): string {
  const origins = brand.config.publicUrls.flatMap((u) => {
    try {
      return [new URL(u)];
    } catch {
      return [];
    }
  });
  const host = requestHost?.toLowerCase();
  const match = origins.find((u) => u.host === host);
  return (match ?? origins[0])?.origin ?? fallback;
}
