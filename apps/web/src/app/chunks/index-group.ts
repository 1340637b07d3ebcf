// Chunk entry of the "index" lazy page group (named index-group so it is not mistaken for a barrel): home (with its deep-linked dialogs) and notices.
export { HomePage } from '../../features/home/components/home-page';
export { NoticePage } from '../../features/notices/components/notice-page';
