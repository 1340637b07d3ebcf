// Chunk entry of the Reports section: fetched when an operator first opens it.
export { DailyReportPage, GgrReportPage, BalancesReportPage } from '../../features/reports/reports-pages';
