import type { WhitelabelFlag } from '@lotus/contract/modules';
import type { IconName } from '../../../components/ui/icon';

/** The member centre menu of spec section 2, in order: label key, page id, icon and its flag. */
export interface MemberCentreEntry {
  page: string;
  labelKey: string;
  icon: IconName;
  /** Shown only when this white-label module is on. */
  flag?: WhitelabelFlag;
}

export const defaultMemberCentrePage = 'securityCenter';

export const memberCentreMenu: readonly MemberCentreEntry[] = [
  { page: 'securityCenter', labelKey: 'memberCentre.myAccount', icon: 'user' },
  { page: 'transferFund', labelKey: 'memberCentre.myWallet', icon: 'wallet' },
  { page: 'depositv2', labelKey: 'memberCentre.deposit', icon: 'deposit' },
  { page: 'withdraw', labelKey: 'memberCentre.withdrawal', icon: 'withdraw' },
  { page: 'transferUpline', labelKey: 'memberCentre.transferUpline', icon: 'transfer' },
  { page: 'personalHistoryCopy', labelKey: 'memberCentre.bettingRecord', icon: 'record' },
  { page: 'manualRebate', labelKey: 'memberCentre.cashback', icon: 'coins', flag: 'MANPLAYREB3' },
  { page: 'transactionHistory', labelKey: 'memberCentre.accountRecord', icon: 'list' },
  { page: 'personalProfit', labelKey: 'memberCentre.personalLoss', icon: 'chart' },
  { page: 'bonusDetails', labelKey: 'memberCentre.bonusDetails', icon: 'gift' },
  { page: 'rewardCenter', labelKey: 'memberCentre.rewardCenter', icon: 'trophy' },
  { page: 'referral', labelKey: 'memberCentre.inviteFriends', icon: 'share' },
  { page: 'missionLeaderboard', labelKey: 'memberCentre.missionActivity', icon: 'target' },
  { page: 'messageV2', labelKey: 'memberCentre.platformInformation', icon: 'mail', flag: 'MANPLAYREB3' },
];
