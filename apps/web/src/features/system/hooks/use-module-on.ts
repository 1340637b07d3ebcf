import type { WhitelabelFlag } from '@lotus/contract/modules';
import { isModuleOn } from '../lib/whitelabel';
import { useSystemStatus } from './use-system-status';

export function useModuleOn(modId: WhitelabelFlag): boolean {
  return isModuleOn(useSystemStatus().info.whitelabel, modId);
}
