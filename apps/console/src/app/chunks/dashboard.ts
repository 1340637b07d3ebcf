// Chunk entry of the Dashboard: it carries the chart library, so it is fetched when the dashboard opens.
export { DashboardPage } from '../../features/dashboard/dashboard-page';
