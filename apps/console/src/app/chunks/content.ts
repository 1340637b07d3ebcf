// Chunk entry of the Content section: fetched when an operator first opens it.
export { NoticesPage } from '../../features/content/notices-page';
export { AnnouncementsPage } from '../../features/content/announcements-page';
export { HelpArticlesPage } from '../../features/content/help-articles-page';
