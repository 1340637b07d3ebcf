export class LedgerRepository {}
