import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/ui/page-container';
import { PageHeader } from '../../../components/ui/page-header';
import { LotteryWorkspace } from './lottery-workspace';

/** /elott (full layout): the e-lottery (Elott prize-mode) games first, then every other lottery, in the same hall. */
export function ElottPage() {
  const { t } = useTranslation();
  return (
    <PageContainer className="max-w-[100rem] px-3 sm:px-5">
      <PageHeader title={t('categories.ELOTT')} subtitle={t('lottery.cn.elottSubtitle')} icon="lottery" />
      <LotteryWorkspace scope="elott" />
    </PageContainer>
  );
}
