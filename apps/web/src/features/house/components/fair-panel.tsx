import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { callApi, errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { fairQuery, roundsQuery, type RotateValue } from '../api/house-queries';
import { clientSeedProblem, randomClientSeed } from '../lib/client-seed';
import type { HouseGameCode } from '../lib/games';
import { roundVerifyHref, verifyHref } from '../lib/verify-link';
import { useRevealedSeeds } from '../stores/revealed-seeds';
import { useRoundBusy } from '../stores/round-busy';
import { FieldError, Num, useHouseSession } from './game-ui';

function Mono({ children, label }: { children: string; label: string }) {
  return (
    <div className="min-w-0">
      <p className="text-[11px] font-semibold tracking-wide text-ink-400 uppercase">{label}</p>
      <p dir="ltr" className="mt-0.5 rounded-lg bg-ink-950/70 px-2.5 py-1.5 font-mono text-xs break-all text-ink-100 ring-1 ring-white/5">
        {children}
      </p>
    </div>
  );
}

/** Seeds of the provably fair scheme: the hash before play, the client seed, the nonce, and rotation. */
export function FairPanel({ code }: { code: HouseGameCode }) {
  const { t } = useTranslation();
  const { token } = useHouseSession();
  const client = useQueryClient();
  const busy = useRoundBusy((s) => s.busy);
  const fair = useQuery(fairQuery(token));
  const rounds = useQuery(roundsQuery(token, code));
  const remember = useRevealedSeeds((s) => s.remember);
  const [draft, setDraft] = useState<string | null>(null);
  const [seedError, setSeedError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [previous, setPrevious] = useState<RotateValue['previous'] | null>(null);

  const saveSeed = useMutation({
    mutationFn: (clientSeed: string) => callApi('houseClientSeed', { body: { clientSeed } }),
    onSuccess: (state) => {
      client.setQueryData(fairQuery(token).queryKey, state);
      setDraft(null);
      setSaved(true);
    },
  });
  const rotate = useMutation({
    mutationFn: () => callApi('houseRotateSeed'),
    onSuccess: (value) => {
      remember(value.previous.serverSeedHash, value.previous.serverSeed);
      setPrevious(value.previous);
      client.setQueryData(fairQuery(token).queryKey, value.next);
      void client.invalidateQueries({ queryKey: ['house', 'rounds'] });
    },
  });

  if (!token) return <p className="py-6 text-center text-sm text-ink-300">{t('house.fair.loginFirst')}</p>;
  if (fair.isPending) return <p className="py-6 text-center text-sm text-ink-300">{t('common.loading')}</p>;
  if (fair.isError) return <FormAlert message={errorMessage(fair.error)} />;
  const state = fair.data;
  const value = draft ?? state.clientSeed;

  const problemText = (p: ReturnType<typeof clientSeedProblem>) =>
    p === 'empty' ? t('house.fair.seedEmpty') : p === 'long' ? t('house.fair.seedLong') : p === 'chars' ? t('house.fair.seedChars') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const problem = clientSeedProblem(value);
    setSeedError(problemText(problem));
    if (problem || value === state.clientSeed) return;
    saveSeed.mutate(value);
  };

  const latest = rounds.data?.rows.find((r) => r.status !== 'open');
  const previousRound = previous ? rounds.data?.rows.find((r) => r.serverSeedHash === previous.serverSeedHash && r.status !== 'open') : undefined;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <Mono label={t('house.fair.serverSeedHash')}>{state.serverSeedHash}</Mono>
        <form onSubmit={submit} noValidate className="flex flex-col gap-1.5">
          <label htmlFor="house-client-seed" className="text-[11px] font-semibold tracking-wide text-ink-400 uppercase">
            {t('house.fair.clientSeed')}
          </label>
          <div className="flex gap-1.5">
            <input
              id="house-client-seed"
              dir="ltr"
              value={value}
              maxLength={80}
              disabled={busy || saveSeed.isPending}
              onChange={(e) => {
                setDraft(e.target.value);
                setSeedError(null);
                setSaved(false);
              }}
              aria-invalid={seedError ? true : undefined}
              aria-describedby="house-client-seed-hint"
              className="h-10 min-w-0 flex-1 rounded-xl border border-white/10 bg-ink-950/70 px-3 font-mono text-sm text-ink-50 outline-none focus:border-gold-300 aria-[invalid=true]:border-rose-400/70"
            />
            <button
              type="button"
              disabled={busy || saveSeed.isPending}
              onClick={() => {
                setDraft(randomClientSeed());
                setSeedError(null);
              }}
              aria-label={t('house.fair.randomSeed')}
              title={t('house.fair.randomSeed')}
              className="grid size-10 shrink-0 place-items-center rounded-xl border border-white/10 bg-white/5 text-ink-200 hover:text-white disabled:opacity-40"
            >
              <Icon name="refresh" className="size-4" />
            </button>
            <button type="submit" disabled={busy || saveSeed.isPending} className="h-10 shrink-0 rounded-xl bg-white/10 px-3 text-sm font-semibold text-ink-50 hover:bg-white/15 disabled:opacity-40">
              {t('house.fair.saveSeed')}
            </button>
          </div>
          {seedError ? (
            <FieldError id="house-client-seed-hint">{seedError}</FieldError>
          ) : (
            <p id="house-client-seed-hint" className="text-[11px] text-ink-400">
              {saved ? t('house.fair.seedSaved') : t('house.fair.seedHint')}
            </p>
          )}
          {saveSeed.isError ? <FormAlert message={errorMessage(saveSeed.error)} /> : null}
        </form>
        <div className="flex items-center justify-between gap-3 rounded-xl bg-ink-950/50 px-3 py-2 ring-1 ring-white/5">
          <span className="text-[11px] font-semibold tracking-wide text-ink-400 uppercase">{t('house.fair.nextNonce')}</span>
          <Num className="font-mono text-sm font-bold text-ink-50">{state.nonce}</Num>
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <p className="text-xs leading-relaxed text-ink-300">{t('house.fair.rotateText')}</p>
        <button
          type="button"
          disabled={busy || rotate.isPending}
          onClick={() => rotate.mutate()}
          className="inline-flex h-10 items-center justify-center gap-2 rounded-xl border border-gold-400/60 text-sm font-bold text-gold-200 hover:bg-gold-400/10 disabled:opacity-40"
        >
          <Icon name="key" className="size-4" />
          {t('house.fair.rotate')}
        </button>
        {busy ? <p className="text-[11px] text-ink-400">{t('house.fair.busy')}</p> : null}
        {rotate.isError ? <FormAlert message={errorMessage(rotate.error)} /> : null}
        {previous ? (
          <div className="flex flex-col gap-2 rounded-xl border border-emerald-300/25 bg-emerald-400/5 p-3" data-testid="house-previous-seed">
            <p className="text-xs font-semibold text-emerald-200">{t('house.fair.revealed', { nonce: previous.lastNonce })}</p>
            <Mono label={t('house.fair.serverSeed')}>{previous.serverSeed}</Mono>
            <Mono label={t('house.fair.serverSeedHash')}>{previous.serverSeedHash}</Mono>
            <Link
              to={
                previousRound
                  ? roundVerifyHref(previousRound, previous.serverSeed)
                  : verifyHref({ game: code, serverSeed: previous.serverSeed, serverSeedHash: previous.serverSeedHash, clientSeed: previous.clientSeed, nonce: previous.lastNonce })
              }
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 text-sm font-bold text-gold-300 hover:text-gold-200"
            >
              <Icon name="shield" className="size-4" />
              {t('house.fair.verifyPrevious')}
            </Link>
          </div>
        ) : latest ? (
          <Link to={roundVerifyHref(latest)} target="_blank" rel="noopener" className="inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300 hover:text-gold-200">
            <Icon name="shield" className="size-4" />
            {t('house.fair.verifyLatest')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** The seed commitment at a glance beside the bet: every round is provably fair, and the details are one tap away. */
export function FairBadge({ onDetails }: { onDetails: () => void }) {
  const { t } = useTranslation();
  const { token } = useHouseSession();
  const fair = useQuery(fairQuery(token));
  if (!token) return null;
  return (
    <div className="mt-auto flex items-center gap-3 rounded-xl border border-emerald-300/15 bg-emerald-400/5 px-3 py-2.5">
      <Icon name="shield" className="size-5 shrink-0 text-emerald-300" />
      <div className="min-w-0 flex-1 leading-tight">
        <p className="text-xs font-bold text-emerald-200">{t('house.fair.badge')}</p>
        <p className="truncate font-mono text-[11px] text-ink-400" dir="ltr">
          {fair.data ? `${fair.data.serverSeedHash.slice(0, 16)}… · #${fair.data.nonce}` : '…'}
        </p>
      </div>
      <button type="button" onClick={onDetails} className="shrink-0 rounded-lg bg-white/5 px-2.5 py-1.5 text-xs font-semibold text-ink-100 hover:bg-white/10">
        {t('house.fair.details')}
      </button>
    </div>
  );
}
