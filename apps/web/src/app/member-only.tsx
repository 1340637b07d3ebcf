import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { openDialog } from '../components/ui/dialog-stack-store';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { translateErrorCode } from '../lib/i18n';
import { showNeedRealAccount } from '../features/session/hooks/use-login-check';
import { useSessionStore } from '../features/session/stores/session-store';

/**
 * Member-only pages (favourites): the login check instead of the page. A guest gets the login
 * dialog and a prompt to log in; a trial account the "register a real account" warning (spec
 * section 6: favourites are for members, type not 4).
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const isTrial = useSessionStore((s) => s.isTrial);

  useEffect(() => {
    if (!isLogin) openDialog('login');
    else if (isTrial) void showNeedRealAccount();
  }, [isLogin, isTrial]);

  if (isLogin && !isTrial) return children;
  return (
    <PageContainer>
      {isTrial ? (
        <EmptyState
          icon="lock"
          title={t('session.trialTitle')}
          description={translateErrorCode('in_need_true_account')}
          action={<Button onClick={() => openDialog('register')}>{t('session.increaseSubmit')}</Button>}
        />
      ) : (
        <EmptyState
          icon="lock"
          title={t('session.loginRequiredTitle')}
          description={t('session.loginRequiredText')}
          action={<Button onClick={() => openDialog('login')}>{t('auth.login')}</Button>}
        />
      )}
    </PageContainer>
  );
}
