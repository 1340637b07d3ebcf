// Chunk entry of the "elott" lazy page group.
export { ElottPage } from '../../features/lottery/components/elott-page';
