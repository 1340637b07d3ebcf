// A test may wire the app together: it makes no folder cycle (promotions -> app.ts -> promotions).
import { buildApp } from '../../app.ts';

export const app = buildApp();
