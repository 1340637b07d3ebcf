import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui';

/** Account types (spec section 4): 0 member, 4 trial, 1, 2, 41, 42 agents. */
export const accountTypes = [0, 4, 1, 2, 41, 42] as const;

export function useTypeName() {
  const { t } = useTranslation();
  return useCallback(
    (type: number) => {
      if (type === 0) return t('members.types.member');
      if (type === 4) return t('members.types.trial');
      return t('members.types.agent', { type });
    },
    [t],
  );
}

export function MemberStatusBadge({ status }: { status: 'active' | 'locked' }) {
  const { t } = useTranslation();
  return <Badge tone={status === 'locked' ? 'danger' : 'success'}>{t(`members.statuses.${status}`)}</Badge>;
}

/** A yyyy-MM-dd day `daysBack` days before today (in this browser), for default date ranges. */
export function dayText(daysBack = 0): string {
  const d = new Date();
  d.setDate(d.getDate() - daysBack);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
