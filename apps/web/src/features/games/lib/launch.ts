import type { GameEntry } from '@lotus/contract/games';
import { paths } from '../../../config/paths';

/**
 * Where a click on a game goes (spec section 4 "Game launch"): a VASSALAGE entry opens the popup list
 * of its vendor's games; lottery (LOTT) and e-lottery (ELOTT) entries go to the lottery launcher;
 * everything else asks the server for a launch URL and plays it embedded on /game.
 */
export type LaunchRoute = { kind: 'vendorList'; vendor: string } | { kind: 'lottery'; to: string } | { kind: 'embed' };

export function launchRoute(game: Pick<GameEntry, 'isGame' | 'gameType' | 'gameCode' | 'vassalage'>): LaunchRoute {
  if (game.isGame === 'VASSALAGE') return { kind: 'vendorList', vendor: game.vassalage };
  if (game.gameType === 'LOTT') return { kind: 'lottery', to: `${paths.lottery}?gameCode=${encodeURIComponent(game.gameCode)}` };
  if (game.gameType === 'ELOTT') return { kind: 'lottery', to: `${paths.elott}?gameCode=${encodeURIComponent(game.gameCode)}` };
  return { kind: 'embed' };
}

/** What /game receives in its router state (kept out of the address bar: launch URLs carry tokens). */
export interface GameFrameState {
  url: string;
  name: string;
  mode: 'real' | 'demo';
}

export function isGameFrameState(value: unknown): value is GameFrameState {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.url === 'string' && typeof v.name === 'string' && (v.mode === 'real' || v.mode === 'demo');
}

/**
 * Only two kinds of address may be embedded: a path on this site (the house studio's `/house/<code>`)
 * and an https address. Anything else (http, javascript:, data:, protocol-relative `//host`) is refused.
 */
export function safeGameUrl(url: string, origin: string): string | null {
  const text = url.trim();
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) {
    try {
      const resolved = new URL(text, origin);
      return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : null;
    } catch {
      return null;
    }
  }
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (parsed.protocol === 'https:') return parsed.href;
  if (parsed.origin === origin) return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return null;
}

/**
 * The address to embed for a launch answer: a relative game URL is served from one of the brand's
 * launch CDNs when it has any (chosen at random, spec section 3); only https CDNs are used. Null when
 * the answer cannot be embedded safely.
 */
export function resolveGameUrl(url: string, cdns: readonly string[], origin: string, pick: () => number = Math.random): string | null {
  const text = url.trim();
  const relative = text.startsWith('/') && !text.startsWith('//');
  const usable = cdns.map((c) => c.trim().replace(/\/+$/, '')).filter((c) => /^https:\/\/[^/\s]+/i.test(c));
  if (relative && usable.length > 0) {
    const cdn = usable[Math.min(usable.length - 1, Math.floor(pick() * usable.length))]!;
    return safeGameUrl(`${cdn}${text}`, origin);
  }
  return safeGameUrl(text, origin);
}
