import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { openDialog, type DialogProps } from '../../../components/ui/dialog-stack-store';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { translateErrorCode } from '../../../lib/i18n';
import { useSystemStatus } from '../../system/hooks/use-system-status';
import { isModuleOn } from '../../system/lib/whitelabel';
import { defaultMemberCentrePage, memberCentreMenu } from '../config/member-centre-menu';
import { MyAccountPage } from '../components/my-account-page';
import { BettingRecordPage } from '../../bets/components/betting-record-page';
import { PersonalProfitPage } from '../../bets/components/personal-profit-page';
import { CashbackPage } from '../../rewards/components/cashback-page';
import { InboxPage } from '../../messages/components/inbox-page';
import { UnreadBadge } from '../../messages/components/unread-badge';
import { AccountRecordPage } from '../../wallet/components/account-record-page';
import { BonusDetailsPage } from '../../wallet/components/bonus-details-page';
import { DepositPage } from '../../wallet/components/deposit-page';
import { MyWalletPage } from '../../wallet/components/my-wallet-page';
import { TransferUplinePage } from '../../wallet/components/transfer-upline-page';
import { WithdrawPage } from '../../wallet/components/withdraw-page';
import { useScrollFades } from '../../../lib/use-scroll-fades';

/** The member centre pages built so far, by page id; a page with tabs may start on the one it was opened at. */
const builtPages: Record<string, (props: { initialTab?: string }) => React.JSX.Element> = {
  [defaultMemberCentrePage]: MyAccountPage,
  transferFund: MyWalletPage,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transactionHistory: AccountRecordPage,
  transferUpline: TransferUplinePage,
  personalHistoryCopy: BettingRecordPage,
  personalProfit: PersonalProfitPage,
  bonusDetails: BonusDetailsPage,
  manualRebate: CashbackPage,
  messageV2: InboxPage,
};

/**
 * On a phone the menu is one scrolling row: the active entry is brought into view when it appears
 * (the centre opened at the deposit history showed "Depo" at the row's end). A stable ref, so React
 * calls it only when another entry becomes the active one, not on every render.
 */
function showActiveEntry(button: HTMLButtonElement | null) {
  button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/**
 * The member centre panel (spec section 2): titled by the personal-centre label, a menu with the
 * active entry highlighted, default page securityCenter ("my account"). Pages other issues bring
 * (wallet, deposit, records...) say honestly that they are not available yet.
 */
export function MemberCentreDialog({ open, onClose, onExited, layer, props }: DialogProps) {
  const { t } = useTranslation();
  const whitelabel = useSystemStatus().info.whitelabel;
  const page = typeof props?.page === 'string' ? props.page : defaultMemberCentrePage;
  const tab = typeof props?.tab === 'string' ? props.tab : undefined;
  const entries = memberCentreMenu.filter((e) => !e.flag || isModuleOn(whitelabel, e.flag));
  const go = (next: string) => openDialog('memberCentre', { props: { page: next } });
  const current = entries.find((e) => e.page === page);
  const Page = builtPages[page];
  // On a phone the menu is a row that scrolls sideways: its sides fade where more entries are.
  const { watch: watchMenu, style: menuFades } = useScrollFades<HTMLUListElement>();

  return (
    <Modal open={open} onClose={onClose} onExited={onExited} layer={layer} title={t('memberCentre.title')} size="lg" className="sm:min-h-[34rem]">
      <div className="flex flex-col gap-4 md:flex-row">
        <nav aria-label={t('memberCentre.menu')} className="-mx-1 md:mx-0 md:w-52 md:shrink-0">
          <ul ref={watchMenu} style={menuFades} className="no-scrollbar flex gap-1 overflow-x-auto px-1 pb-1 md:flex-col md:overflow-visible md:px-0">
            {entries.map((entry) => {
              const active = entry.page === page;
              return (
                <li key={entry.page} className="shrink-0">
                  <button
                    ref={active ? showActiveEntry : undefined}
                    type="button"
                    aria-current={active ? 'page' : undefined}
                    onClick={() => go(entry.page)}
                    className={clsx(
                      'flex w-full items-center gap-2.5 rounded-xl px-3 py-2 text-start text-sm font-medium whitespace-nowrap transition',
                      active ? 'bg-gold-400/15 text-gold-100 ring-1 ring-gold-300/30' : 'text-ink-200 hover:bg-white/5 hover:text-white',
                    )}
                  >
                    <Icon name={entry.icon} className={clsx('size-4.5 shrink-0', active ? 'text-gold-300' : 'text-ink-400')} />
                    {t(entry.labelKey as 'memberCentre.myAccount')}
                    {entry.page === 'messageV2' ? <UnreadBadge className="ms-auto" /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className="min-w-0 flex-1" aria-live="polite">
          {Page ? (
            // Keyed by the tab too, so opening the same page at another tab starts it there.
            <Page key={`${page}:${tab ?? ''}`} initialTab={tab} />
          ) : (
            <EmptyState
              icon="clock"
              title={current ? t(current.labelKey as 'memberCentre.myAccount') : t('memberCentre.playerRank')}
              description={translateErrorCode('function.not.available')}
            />
          )}
        </section>
      </div>
    </Modal>
  );
}
