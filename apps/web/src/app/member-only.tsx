import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { openDialog } from '../components/ui/dialog-stack-store';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { useSessionStore } from '../features/session/stores/session-store';

/**
 * Member-only pages (favourites): a guest gets the login check (the login dialog) and the page
 * itself is not rendered, only a prompt to log in.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);

  useEffect(() => {
    if (!isLogin) openDialog('login');
  }, [isLogin]);

  if (isLogin) return children;
  return (
    <PageContainer>
      <EmptyState
        icon="lock"
        title={t('session.loginRequiredTitle')}
        description={t('session.loginRequiredText')}
        action={<Button onClick={() => openDialog('login')}>{t('auth.login')}</Button>}
      />
    </PageContainer>
  );
}
