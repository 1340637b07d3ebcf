import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button';
import { EmptyState } from './empty-state';
import type { IconName } from './icon';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';

interface SectionPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  icon: IconName;
  emptyTitle: ReactNode;
  emptyText?: ReactNode;
  /** Extra content above the empty state (filters, chosen game, ...). */
  children?: ReactNode;
  action?: ReactNode;
}

/** A section's page while it has nothing to list: its title and a calm empty state with a way home. */
export function SectionPage({ title, subtitle, icon, emptyTitle, emptyText, children, action }: SectionPageProps) {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} icon={icon} />
      {children}
      <EmptyState
        icon={icon}
        title={emptyTitle}
        description={emptyText}
        action={
          action ?? (
            <ButtonLink to="/index" variant="secondary">
              {t('common.backHome')}
            </ButtonLink>
          )
        }
      />
    </PageContainer>
  );
}
