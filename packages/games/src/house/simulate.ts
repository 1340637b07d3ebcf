/**
 * Plays many rounds and totals them: the simulator behind the RTP tests and the benchmarks. Pure
 * (the caller supplies the rounds and their RNG; only `FastRng` belongs here, never real money).
 */
export interface SimulationResult {
  rounds: number;
  totalBet: bigint;
  totalWin: bigint;
  /** Rounds that paid anything. */
  hits: number;
  /** Measured return, totalWin / totalBet. */
  rtp: number;
  hitRate: number;
}

export function simulate(rounds: number, playRound: () => { bet: bigint; win: bigint }): SimulationResult {
  let totalBet = 0n;
  let totalWin = 0n;
  let hits = 0;
  for (let i = 0; i < rounds; i++) {
    const { bet, win } = playRound();
    totalBet += bet;
    totalWin += win;
    if (win > 0n) hits++;
  }
  // Ratio of bigints to a double with 12 significant digits, without overflowing either.
  const rtp = Number((totalWin * 10n ** 12n) / (totalBet === 0n ? 1n : totalBet)) / 1e12;
  return { rounds, totalBet, totalWin, hits, rtp, hitRate: hits / rounds };
}
