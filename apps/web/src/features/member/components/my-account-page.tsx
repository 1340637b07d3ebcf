import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarIcons } from '@lotus/contract/account';
import { Button } from '../../../components/ui/button';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { callApi } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { avatarQueryOptions, memberInfoQueryOptions } from '../../session/api/get-member-info';
import { useSessionStore } from '../../session/stores/session-store';
import { useModuleOn } from '../../system/hooks/use-module-on';
import { BrandTime } from '../../system/components/brand-time';
import { Avatar } from './avatar';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3">
      <dt className="text-sm text-ink-300">{label}</dt>
      <dd className="min-w-0 truncate text-end text-sm font-semibold text-ink-50">{children}</dd>
    </div>
  );
}

/** "My account" (securityCenter): who the member is, the avatar picker and the password. */
export function MyAccountPage() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const info = useQuery(memberInfoQueryOptions(token));
  const avatar = useQuery(avatarQueryOptions(token));
  const pictureOn = useModuleOn('PROFPIC3');
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const setIcon = useMutation({
    mutationFn: (icon: (typeof avatarIcons)[number]) => callApi('setIcon', { body: { icon } }),
    onSuccess: (value) => {
      queryClient.setQueryData(avatarQueryOptions(token).queryKey, value);
      setPicking(false);
    },
  });

  if (info.isPending) {
    return (
      <div className="grid place-items-center py-20">
        <Spinner className="size-8" label={t('common.loading')} />
      </div>
    );
  }
  if (info.isError) return <FormAlert message={errorMessage(info.error)} />;
  const m = info.data;
  const none = t('account.notSet');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4 rounded-2xl bg-gradient-to-br from-ink-700 to-ink-800 p-4 ring-1 ring-white/5">
        <div className="relative">
          <Avatar avatar={avatar.data?.avatar} avatarType={avatar.data?.avatarType} className="size-16" />
          {pictureOn ? (
            <button
              type="button"
              onClick={() => setPicking((p) => !p)}
              aria-expanded={picking}
              aria-label={t('account.changeAvatar')}
              className="absolute -end-1 -bottom-1 grid size-7 place-items-center rounded-full bg-gold-400 text-ink-950 shadow ring-2 ring-ink-800 hover:bg-gold-300"
            >
              <Icon name="edit" className="size-4" />
            </button>
          ) : null}
        </div>
        <div className="min-w-0">
          <p className="truncate text-lg font-bold text-ink-50">{m.account}</p>
          {m.nickname && m.nickname !== m.account ? <p className="truncate text-sm text-ink-300">{m.nickname}</p> : null}
          <p className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-gold-400/15 px-2.5 py-0.5 text-xs font-bold text-gold-200">
            <Icon name="crown" className="size-3.5" />
            {m.clubLabel.labelName || t('account.vipLevel', { level: m.clubLabel.rankLevel })}
          </p>
        </div>
      </div>

      {picking ? (
        <div className="rounded-2xl border border-white/10 bg-ink-900/60 p-4">
          <p className="mb-3 text-sm font-semibold text-ink-100">{t('account.chooseAvatar')}</p>
          <div role="radiogroup" aria-label={t('account.chooseAvatar')} className="grid grid-cols-6 gap-2">
            {avatarIcons.map((icon) => {
              const current = avatar.data?.avatar === icon;
              return (
                <button
                  key={icon}
                  type="button"
                  role="radio"
                  aria-checked={current}
                  aria-label={t(`account.avatars.${icon}`)}
                  disabled={setIcon.isPending}
                  onClick={() => setIcon.mutate(icon)}
                  className={clsx('rounded-full p-0.5 transition hover:scale-105', current ? 'ring-2 ring-gold-300' : 'ring-1 ring-white/10')}
                >
                  <Avatar avatar={icon} className="size-full" />
                </button>
              );
            })}
          </div>
          {setIcon.isError ? (
            <div className="mt-3">
              <FormAlert message={errorMessage(setIcon.error)} />
            </div>
          ) : null}
        </div>
      ) : null}

      <dl className="divide-y divide-white/5 rounded-2xl border border-white/10 bg-ink-900/60">
        {/* A day on the brand's calendar: no clock, so no zone label. */}
        <Row label={t('account.memberSince')}>
          <BrandTime value={m.regDate} style="date" />
        </Row>
        <Row label={t('auth.fields.mobileNum')}>
          <span dir="ltr">{m.mobile ?? none}</span>
        </Row>
        <Row label={t('auth.fields.email')}>
          <span dir="ltr">{m.email ?? none}</span>
        </Row>
        <Row label={t('auth.fields.referralCode')}>
          <span dir="ltr" className="font-mono">
            {m.referralCode}
          </span>
        </Row>
        {m.toUpline ? <Row label={t('account.upline')}>{m.toUpline}</Row> : null}
      </dl>

      <div className="flex items-center justify-between gap-4 rounded-2xl border border-white/10 bg-ink-900/60 px-4 py-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-gold-400/15 text-gold-300">
            <Icon name="key" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink-50">{t('account.loginPassword')}</p>
            <p className="text-xs text-ink-400">{t('account.loginPasswordHint')}</p>
          </div>
        </div>
        <Button variant="outline" size="sm" onClick={() => openDialog('changePassword')}>
          {t('account.change')}
        </Button>
      </div>
    </div>
  );
}
