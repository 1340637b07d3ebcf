export { d } from '../../alpha/d.ts';
