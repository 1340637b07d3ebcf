import type { GameRow, IssueRow } from './lottery.repository.ts';

/** Where official draws come from when no operator enters them: a results provider. */
export interface ResultsFeed {
  /** The result text of an issue (the family's draw format), or null while the provider has none. */
  result(game: GameRow, issue: IssueRow): Promise<string | null>;
}

/**
 * A results provider over HTTP: `LOTTERY_FEED_URL` with `{game}`, `{station}` and `{numero}` filled in
 * answers `{ "winningNumber": "..." }` (404 until drawn). Offline installs leave it unset and operators
 * enter results (two must agree).
 */
export class HttpResultsFeed implements ResultsFeed {
  constructor(
    private readonly template: string,
    private readonly timeoutMs = 5_000,
  ) {}

  async result(game: GameRow, issue: IssueRow): Promise<string | null> {
    const url = this.template
      .replaceAll('{game}', encodeURIComponent(game.code))
      .replaceAll('{station}', encodeURIComponent(game.station ?? ''))
      .replaceAll('{numero}', encodeURIComponent(issue.numero));
    const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`results feed answered ${response.status}`);
    const body = (await response.json()) as { winningNumber?: unknown };
    return typeof body.winningNumber === 'string' && body.winningNumber.length <= 400 ? body.winningNumber : null;
  }
}
