import { apiErrorFor, callApi } from '../../../lib/api-client';

/**
 * The self-hosted human check (ALTCHA proof of work, PBKDF2/SHA-256): a fresh challenge from the
 * server, solved in the browser with WebCrypto, sent as `humanCheck = base64(JSON {challenge,
 * solution})`. Each solution is accepted once, so every submit solves a new one. The solver is loaded
 * on first use, keeping it out of the start-up bundle.
 */
export async function solveHumanCheck(signal?: AbortSignal): Promise<string> {
  const [challenge, { solveChallenge }, { deriveKey }] = await Promise.all([
    callApi('humanCheckChallenge', { signal }),
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const challengeArg = challenge as unknown as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge: challengeArg, deriveKey, controller, timeout: 60_000 });
  if (!solution) throw apiErrorFor('human.check.failed', 0);
  return encodeHumanCheck({ challenge, solution });
}

/** base64 of the JSON payload; the JSON is ASCII (hex strings and numbers), so btoa is safe. */
export function encodeHumanCheck(payload: { challenge: unknown; solution: unknown }): string {
  return btoa(JSON.stringify(payload));
}
