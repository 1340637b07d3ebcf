// Chunk entry of the Audit section: fetched when an operator first opens it.
export { AuditPage } from '../../features/audit/audit-page';
