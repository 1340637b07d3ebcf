import { createContext, useContext } from 'react';
import type { StatusValue } from '@lotus/contract/system';

/** The status answer the startup gate loaded; everything under the gate can rely on it. */
export const SystemStatusContext = createContext<StatusValue | null>(null);

export function useSystemStatus(): StatusValue {
  const value = useContext(SystemStatusContext);
  if (!value) throw new Error('useSystemStatus must be used under the startup gate');
  return value;
}

export function useBrand(): StatusValue['info']['brand'] {
  return useSystemStatus().info.brand;
}
