import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandGroup, BrandSettings } from '@lotus/contract/brand-admin';
import type { BodyOf } from '@lotus/contract/endpoints';
import { callOps } from '../../lib/api';
import { meQueryKey } from '../auth/use-me';

export const brandsQueryKey = ['opBrands'] as const;
export const brandSettingsKey = (id: number) => ['opBrandSettings', id] as const;

/** The brands this operator may edit (their own, or every brand for a deployment-wide operator). */
export function useBrands() {
  return useQuery({ queryKey: brandsQueryKey, queryFn: ({ signal }) => callOps('opBrands', { signal }), staleTime: 60_000 });
}

/** One brand's settings with the version a save must name. */
export function useBrandSettings(id: number) {
  return useQuery({ queryKey: brandSettingsKey(id), queryFn: ({ signal }) => callOps('opBrandSettings', { params: { id }, signal }) });
}

/** The write call of each settings group. */
export const groupCalls = {
  identity: 'opBrandIdentity',
  modules: 'opBrandModules',
  registration: 'opBrandRegistration',
  withdrawal: 'opBrandWithdrawal',
  regional: 'opBrandRegional',
  domains: 'opBrandDomains',
  maintenance: 'opBrandMaintenance',
  access: 'opBrandAccess',
  rebate: 'opBrandRebate',
  customerService: 'opBrandCustomerService',
} as const satisfies Record<BrandGroup, string>;

export type GroupInput<G extends BrandGroup> = BodyOf<(typeof groupCalls)[G]>['settings'];

/** Saves one group with the version the operator's form was built on; the answer (new settings and version) replaces the cached brand. */
export function useSaveGroup<G extends BrandGroup>(id: number, group: G) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, settings }: { version: number; settings: GroupInput<G> }) =>
      callOps(groupCalls[group], { params: { id }, body: { version, settings } as never }) as Promise<BrandSettings>,
    onSuccess: (saved) => {
      queryClient.setQueryData(brandSettingsKey(id), saved);
      // The brand's name also shows in the brand lists and the header's brand picker.
      if (group === 'identity') {
        void queryClient.invalidateQueries({ queryKey: brandsQueryKey });
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
    },
  });
}
