// Chunk entry of the "help" lazy page group: /help and the bare /helpmc.
export { HelpPage, HelpBarePage } from '../../features/help/components/help-page';
