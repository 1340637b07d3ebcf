import { useTranslation } from 'react-i18next';
import type { DialogProps } from '../../../components/ui/dialog-stack-store';
import { Modal } from '../../../components/ui/modal';
import { NoticeBrowser } from '../components/notice-browser';

/** The notice modal (spec section 2): titled, 9 titles a page, the selected notice's HTML; opens at the stored index. */
export function NoticeDialog({ open, onClose, onExited, layer }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} onExited={onExited} layer={layer} title={t('notices.title')} size="lg">
      <NoticeBrowser />
    </Modal>
  );
}
