// The composition root may build the ledger writer; tests importing it make no folder cycle.
import { LedgerWriter } from './modules/wallet/ledger-writer.ts';
import { Cashback } from './modules/promotions/cashback.service.ts';

export function buildApp(): Cashback {
  return new Cashback(new LedgerWriter());
}
