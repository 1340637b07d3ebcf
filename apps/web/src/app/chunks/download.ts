// Chunk entry of the "download" lazy page group.
export { DownloadPage } from '../../features/download/components/download-page';
