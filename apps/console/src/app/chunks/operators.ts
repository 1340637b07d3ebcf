// Chunk entry of the Operators section (operators and roles): fetched when an operator first opens it.
export { OperatorsPage } from '../../features/operators/operators-page';
export { RolesPage } from '../../features/operators/roles-page';
