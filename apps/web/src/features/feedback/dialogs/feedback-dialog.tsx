import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '../../../components/ui/dialog-stack-store';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { Notice } from '../../wallet/components/wallet-ui';
import { useSessionStore } from '../../session/stores/session-store';
import { FeedbackForm } from '../components/feedback-form';
import { MyFeedbackList } from '../components/my-feedback-list';

/**
 * Feedback (spec section 2's "feedback" screen), opened from the side menu's help and support: the form
 * for everyone; a member also has "my feedback", where the operator's replies appear. `props.tab`
 * ('history') opens it there.
 */
export function FeedbackDialog({ open, onClose, onExited, layer, props }: DialogProps) {
  const { t } = useTranslation();
  const member = useSessionStore((s) => s.isLogin && !s.isTrial);
  const [tab, setTab] = useState(props?.tab === 'history' ? 'history' : 'send');
  const [sent, setSent] = useState(false);
  const onSent = () => {
    setSent(true);
    if (member) setTab('history');
  };

  return (
    <Modal open={open} onClose={onClose} onExited={onExited} layer={layer} title={t('feedback.title')} size="md">
      <div className="flex flex-col gap-4">
        {sent ? <Notice>{t(member ? 'feedback.sentMember' : 'feedback.sentVisitor')}</Notice> : null}
        {member ? (
          <Tabs
            label={t('feedback.title')}
            value={tab}
            onChange={(next) => {
              setTab(next);
              setSent(false);
            }}
            items={[
              { key: 'send', label: t('feedback.sendTab') },
              { key: 'history', label: t('feedback.historyTab') },
            ]}
          >
            <div className="pt-4">{tab === 'history' ? <MyFeedbackList onWrite={() => setTab('send')} layer={layer} /> : <FeedbackForm member onSent={onSent} />}</div>
          </Tabs>
        ) : (
          <>
            <p className="text-sm text-ink-300">{t('feedback.intro')}</p>
            <FeedbackForm member={false} onSent={onSent} />
          </>
        )}
      </div>
    </Modal>
  );
}
