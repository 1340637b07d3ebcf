import { storageKeys, writeStored } from '../../../lib/storage';

/** Marks that the login being made is the member's first: the popups part asks for first-login (F) items once it sees the session. Call before the session starts. */
export function markFirstLogin(): void {
  writeStored(storageKeys.firstLoginPopups, '1', 'session');
}
