// Chunk entry of the "joinus" lazy page group.
export { JoinPage } from '../../features/agent/components/join-page';
