import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { callApi, errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { useOpenMemberCentre } from '../../member/hooks/use-open-member-centre';
import { useRefreshWallet } from '../api/wallet-queries';
import { Money } from './wallet-ui';

/** The offline stand-in payment provider (LOCALPAY): pay or cancel a deposit, then the result. */
export function LocalPayPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const amount = search.get('amount');
  const refresh = useRefreshWallet();
  const openMemberCentre = useOpenMemberCentre();
  const pay = useMutation({
    mutationFn: (paid: boolean) => callApi('localPay', { params: { id }, body: { paid } }),
    onSuccess: () => void refresh(),
  });
  const result = pay.data?.status;

  return (
    <PageContainer>
      <div className="mx-auto my-8 max-w-md rounded-3xl border border-white/10 bg-ink-900/70 p-6 text-center shadow-xl">
        <div className="mx-auto grid size-14 place-items-center rounded-2xl bg-gold-400/15 text-gold-300">
          <Icon name={result === 'approved' ? 'check' : result === 'rejected' ? 'close' : 'bolt'} className="size-7" />
        </div>
        <h1 className="mt-4 text-xl font-bold text-ink-50">{t('wallet.localPay.title')}</h1>
        <p className="mt-1 text-sm text-ink-300">{t('wallet.localPay.order', { id })}</p>
        {amount ? (
          <p className="mt-4 text-3xl font-bold text-gold-100">
            <Money amount={/^\d+\.\d{4}$/.test(amount) ? amount : null} />
          </p>
        ) : null}
        {result ? (
          <div className="mt-6 flex flex-col gap-3" role="status">
            <p className="text-base font-semibold text-ink-50">{result === 'approved' ? t('wallet.localPay.paid') : result === 'rejected' ? t('wallet.localPay.cancelled') : t('wallet.localPay.pending')}</p>
            <Button variant="outline" onClick={() => openMemberCentre('depositv2', 'history')}>
              {t('wallet.localPay.history')}
            </Button>
          </div>
        ) : (
          <div className="mt-6 flex flex-col gap-3">
            <p className="text-xs text-ink-400">{t('wallet.localPay.note')}</p>
            {pay.isError ? <FormAlert message={errorMessage(pay.error)} /> : null}
            <div className="flex gap-2">
              <Button className="flex-1" disabled={pay.isPending} onClick={() => pay.mutate(true)}>
                {t('wallet.localPay.pay')}
              </Button>
              <Button variant="secondary" className="flex-1" disabled={pay.isPending} onClick={() => pay.mutate(false)}>
                {t('wallet.localPay.cancel')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </PageContainer>
  );
}
