import type { Resource } from '@lotus/contract/brand';
import type { IconName } from '../../../components/ui/icon';

/** Download resources in display order, with their label keys (spec: iOS, iOS lite, Android). */
export const appResourceOrder = ['IOS', 'IOS_LITE', 'ANDROID'] as const;
export type AppResourceType = (typeof appResourceOrder)[number];

export const appResourceMeta: Record<AppResourceType, { labelKey: string; hintKey: string; icon: IconName }> = {
  IOS: { labelKey: 'download.ios', hintKey: 'download.iosHint', icon: 'phone' },
  IOS_LITE: { labelKey: 'download.iosLite', hintKey: 'download.iosLiteHint', icon: 'bolt' },
  ANDROID: { labelKey: 'download.android', hintKey: 'download.androidHint', icon: 'download' },
};

/** Only the resources the brand actually has, in the fixed order. */
export function appResources(resources: readonly Resource[]): Resource[] {
  return appResourceOrder.flatMap((type) => {
    const found = resources.find((r) => r.resourceType === type);
    return found ? [found] : [];
  });
}
