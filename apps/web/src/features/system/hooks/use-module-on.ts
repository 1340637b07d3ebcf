import type { ModuleId, WhitelabelFlag } from '@lotus/contract/modules';
import { isModuleOn } from '../lib/whitelabel';
import { useSystemStatus } from './use-system-status';

/** Whether a white-label flag (or any module of the tree, e.g. CAPTCHA3, AFFMAN3) is on for this brand. */
export function useModuleOn(modId: WhitelabelFlag | ModuleId): boolean {
  return isModuleOn(useSystemStatus().info.whitelabel, modId);
}
