export class LedgerWriter {
  post(amount: bigint): bigint {
    return amount;
  }
}
