import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GameError } from '@lotus/games/house/errors';
import { PageContainer } from '../../../components/ui/page-container';
import { PageHeader } from '../../../components/ui/page-header';
import { Icon } from '../../../components/ui/icon';
import { callApi, errorMessage } from '../../../lib/api-client';
import { translateErrorCode } from '../../../lib/i18n';
import { FormAlert } from '../../auth/components/form-alert';
import { amountUnits, wireAmount } from '../../wallet/lib/amount';
import { clientSeedProblem } from '../lib/client-seed';
import { houseCodes, houseGameMeta, isHouseGame, replayMines, replayRound, seedHash, serverSeedPattern, stableJson, type HouseGameCode } from '../lib/games';
import { targetHundredths } from './crash-game';
import { HouseStyles } from './house-styles';
import { SymbolDefs } from './slots/symbols';
import { VerifyResult } from './verify-result';

interface Fields {
  game: HouseGameCode;
  serverSeed: string;
  hash: string;
  clientSeed: string;
  nonce: string;
  bet: string;
  target: string;
  diceTarget: string;
  diceDirection: 'under' | 'over';
  mines: string;
  reveals: string;
}

const hundredthsText = (v: string | null) => (v && /^\d+$/.test(v) ? (Number(v) / 100).toFixed(2) : '');

function fieldsFrom(params: URLSearchParams): Fields {
  const game = params.get('game') ?? '';
  const code = isHouseGame(game) ? game : 'dice';
  return {
    game: code,
    serverSeed: params.get('serverSeed') ?? '',
    hash: params.get('hash') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '',
    bet: params.get('bet') ?? '',
    target: hundredthsText(params.get('target')) || '2.00',
    diceTarget: hundredthsText(params.get('diceTarget')) || '50.00',
    diceDirection: params.get('diceDirection') === 'over' ? 'over' : 'under',
    mines: params.get('mines') ?? '3',
    reveals: (params.get('reveals') ?? '').split(',').filter(Boolean).join(', '),
  };
}

type Problems = Partial<Record<keyof Fields, string>>;

function Field({ label, error, hint, children, id }: { label: string; error?: string; hint?: string; children: ReactNode; id: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-200">
        {label}
      </label>
      {children}
      {error ? (
        <p className="text-xs text-rose-300" id={`${id}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-ink-400">{hint}</p>
      ) : null}
    </div>
  );
}

const inputClass = (bad?: boolean, mono?: boolean) =>
  clsx(
    'h-11 w-full rounded-xl border bg-ink-950/60 px-3.5 text-sm text-ink-50 outline-none focus:border-gold-300 focus:ring-2 focus:ring-gold-300/25',
    bad ? 'border-rose-400/70' : 'border-white/10',
    mono && 'font-mono text-xs',
  );

/** `/fair`: recomputes any house round in the browser from its revealed seeds, with the server's own engine. */
export function FairVerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [f, setF] = useState<Fields>(() => fieldsFrom(params));
  const ids = { game: useId(), seed: useId(), hash: useId(), client: useId(), nonce: useId(), bet: useId(), target: useId(), dice: useId(), dir: useId(), mines: useId(), reveals: useId() };
  const set = <K extends keyof Fields>(key: K) => (value: Fields[K]) => setF((old) => ({ ...old, [key]: value }));

  const meta = houseGameMeta[f.game];
  const seed = f.serverSeed.trim().toLowerCase();
  const hash = serverSeedPattern.test(seed) ? seedHash(seed) : null;
  const expected = f.hash.trim().toLowerCase();

  const computed = useMemo(() => {
    const problems: Problems = {};
    if (!seed) problems.serverSeed = t('house.verify.seedMissing');
    else if (!serverSeedPattern.test(seed)) problems.serverSeed = t('house.verify.seedInvalid');
    const cs = clientSeedProblem(f.clientSeed);
    if (cs) problems.clientSeed = cs === 'empty' ? t('house.fair.seedEmpty') : cs === 'long' ? t('house.fair.seedLong') : t('house.fair.seedChars');
    const nonce = /^\d{1,10}$/.test(f.nonce.trim()) ? Number(f.nonce.trim()) : null;
    if (nonce === null || nonce > 2 ** 31) problems.nonce = t('house.verify.nonceInvalid');
    const bet = f.bet.trim() === '' ? meta.limits.min : amountUnits(f.bet);
    if (bet === null) problems.bet = t('house.bet.invalid');
    const target = targetHundredths(f.target);
    const diceTarget = /^\d{1,2}(\.\d{1,2})?$/.test(f.diceTarget.trim()) ? Math.round(Number(f.diceTarget.trim()) * 100) : null;
    const mines = /^\d{1,2}$/.test(f.mines.trim()) ? Number(f.mines.trim()) : null;
    const reveals = f.reveals
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((x) => (/^\d{1,2}$/.test(x) ? Number(x) : NaN));
    if (f.game === 'crash' && target === null) problems.target = t('house.crash.targetInvalid');
    if (f.game === 'dice' && diceTarget === null) problems.diceTarget = t('house.verify.diceTargetInvalid');
    if (f.game === 'mines' && mines === null) problems.mines = t('house.verify.minesInvalid');
    if (f.game === 'mines' && reveals.some((x) => Number.isNaN(x) || x > 24)) problems.reveals = t('house.verify.revealsInvalid');
    if (Object.keys(problems).length > 0 || bet === null || nonce === null) return { problems, result: null, mines: null, error: null, query: null };
    const choices = { bet, target: target ?? undefined, diceTarget: diceTarget ?? undefined, diceDirection: f.diceDirection, mines: mines ?? undefined };
    try {
      const { round } = replayRound(f.game, seed, f.clientSeed, nonce, choices);
      const minesRound = f.game === 'mines' && reveals.length > 0 ? replayMines(seed, f.clientSeed, nonce, bet, mines!, reveals) : null;
      const query = {
        game: f.game,
        serverSeed: seed,
        clientSeed: f.clientSeed,
        nonce,
        bet: wireAmount(bet),
        ...(f.game === 'crash' ? { target: target! } : {}),
        ...(f.game === 'dice' ? { diceTarget: diceTarget!, diceDirection: f.diceDirection } : {}),
        ...(f.game === 'mines' ? { mines: mines! } : {}),
      };
      return { problems, result: round, mines: minesRound, error: null, query };
    } catch (e) {
      const message = e instanceof GameError ? (translateErrorCode(e.code) ?? e.message) : t('house.verify.failed');
      return { problems, result: null, mines: null, error: message, query: null };
    }
  }, [f, seed, meta.limits.min, t]);

  const check = useMutation({ mutationFn: (query: NonNullable<typeof computed.query>) => callApi('houseVerify', { query }) });
  const checkedFor = check.variables ? stableJson(check.variables) : null;
  const checkFresh = computed.query !== null && checkedFor === stableJson(computed.query);
  const serverAgrees = check.data && computed.result ? stableJson(check.data.result) === stableJson(computed.result) && (!hash || check.data.serverSeedHash === hash) : null;

  const showBetHint = f.bet.trim() === '';

  return (
    <PageContainer className="max-w-6xl">
      <HouseStyles />
      <SymbolDefs />
      <PageHeader title={t('house.verify.title')} subtitle={t('house.verify.subtitle')} icon="shield" />

      <section className="mb-5 rounded-2xl border border-gold-300/20 bg-gradient-to-br from-gold-400/10 via-ink-900/60 to-ink-900/60 p-4 sm:p-5">
        <h2 className="mb-2 flex items-center gap-2 text-sm font-bold text-gold-200">
          <Icon name="info" className="size-4" />
          {t('house.verify.howTitle')}
        </h2>
        <ol className="flex list-decimal flex-col gap-1.5 ps-5 text-sm leading-relaxed text-ink-200">
          <li>{t('house.verify.how1')}</li>
          <li>{t('house.verify.how2')}</li>
          <li>{t('house.verify.how3')}</li>
          <li>{t('house.verify.how4')}</li>
        </ol>
      </section>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <form className="flex flex-col gap-3.5 rounded-2xl border border-white/10 bg-ink-900/60 p-4 sm:p-5" onSubmit={(e) => e.preventDefault()} noValidate aria-label={t('house.verify.formLabel')}>
          <Field id={ids.game} label={t('house.verify.game')}>
            <select id={ids.game} value={f.game} onChange={(e) => set('game')(e.target.value as HouseGameCode)} className={inputClass()}>
              {houseCodes.map((code) => (
                <option key={code} value={code}>
                  {t(`house.games.${code}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={ids.seed} label={t('house.fair.serverSeed')} error={f.serverSeed ? computed.problems.serverSeed : undefined} hint={t('house.verify.seedHint')}>
            <input id={ids.seed} dir="ltr" spellCheck={false} autoComplete="off" value={f.serverSeed} onChange={(e) => set('serverSeed')(e.target.value)} className={inputClass(Boolean(f.serverSeed && computed.problems.serverSeed), true)} />
          </Field>
          <Field id={ids.hash} label={t('house.verify.expectedHash')} hint={t('house.verify.expectedHashHint')}>
            <input id={ids.hash} dir="ltr" spellCheck={false} autoComplete="off" value={f.hash} onChange={(e) => set('hash')(e.target.value)} className={inputClass(false, true)} />
          </Field>
          <Field id={ids.client} label={t('house.fair.clientSeed')} error={computed.problems.clientSeed}>
            <input id={ids.client} dir="ltr" spellCheck={false} autoComplete="off" value={f.clientSeed} onChange={(e) => set('clientSeed')(e.target.value)} className={inputClass(Boolean(computed.problems.clientSeed), true)} />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id={ids.nonce} label={t('house.fair.nonce')} error={computed.problems.nonce}>
              <input id={ids.nonce} dir="ltr" inputMode="numeric" autoComplete="off" value={f.nonce} onChange={(e) => set('nonce')(e.target.value)} className={inputClass(Boolean(computed.problems.nonce))} />
            </Field>
            <Field id={ids.bet} label={t('house.bet.label')} error={computed.problems.bet} hint={showBetHint ? t('house.verify.betDefault') : undefined}>
              <input id={ids.bet} dir="ltr" inputMode="decimal" autoComplete="off" value={f.bet} placeholder={wireAmount(meta.limits.min)} onChange={(e) => set('bet')(e.target.value)} className={inputClass(Boolean(computed.problems.bet))} />
            </Field>
          </div>
          {f.game === 'crash' ? (
            <Field id={ids.target} label={t('house.crash.target')} error={computed.problems.target}>
              <input id={ids.target} dir="ltr" inputMode="decimal" autoComplete="off" value={f.target} onChange={(e) => set('target')(e.target.value)} className={inputClass(Boolean(computed.problems.target))} />
            </Field>
          ) : null}
          {f.game === 'dice' ? (
            <div className="grid grid-cols-2 gap-3">
              <Field id={ids.dice} label={t('house.dice.target')} error={computed.problems.diceTarget}>
                <input id={ids.dice} dir="ltr" inputMode="decimal" autoComplete="off" value={f.diceTarget} onChange={(e) => set('diceTarget')(e.target.value)} className={inputClass(Boolean(computed.problems.diceTarget))} />
              </Field>
              <Field id={ids.dir} label={t('house.dice.direction')}>
                <select id={ids.dir} value={f.diceDirection} onChange={(e) => set('diceDirection')(e.target.value === 'over' ? 'over' : 'under')} className={inputClass()}>
                  <option value="under">{t('house.dice.under')}</option>
                  <option value="over">{t('house.dice.over')}</option>
                </select>
              </Field>
            </div>
          ) : null}
          {f.game === 'mines' ? (
            <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3">
              <Field id={ids.mines} label={t('house.mines.count')} error={computed.problems.mines}>
                <input id={ids.mines} dir="ltr" inputMode="numeric" autoComplete="off" value={f.mines} onChange={(e) => set('mines')(e.target.value)} className={inputClass(Boolean(computed.problems.mines))} />
              </Field>
              <Field id={ids.reveals} label={t('house.verify.reveals')} error={computed.problems.reveals} hint={t('house.verify.revealsHint')}>
                <input id={ids.reveals} dir="ltr" autoComplete="off" value={f.reveals} onChange={(e) => set('reveals')(e.target.value)} className={inputClass(Boolean(computed.problems.reveals))} />
              </Field>
            </div>
          ) : null}
        </form>

        <section className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-ink-900/60 p-4 sm:p-5" aria-label={t('house.verify.resultTitle')} aria-live="polite">
          <h2 className="text-base font-bold text-ink-50">{t('house.verify.resultTitle')}</h2>
          <div className="flex flex-col gap-1.5">
            <p className="text-[11px] font-semibold tracking-wide text-ink-400 uppercase">{t('house.verify.computedHash')}</p>
            <p dir="ltr" className="rounded-lg bg-ink-950/70 px-2.5 py-1.5 font-mono text-xs break-all text-ink-100 ring-1 ring-white/5" data-testid="verify-hash">
              {hash ?? '—'}
            </p>
            {hash && expected ? (
              hash === expected ? (
                <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-300" data-testid="verify-hash-match">
                  <Icon name="check" className="size-4" />
                  {t('house.verify.hashMatch')}
                </p>
              ) : (
                <p className="flex items-center gap-1.5 text-sm font-semibold text-rose-300" data-testid="verify-hash-mismatch">
                  <Icon name="warning" className="size-4" />
                  {t('house.verify.hashMismatch')}
                </p>
              )
            ) : null}
          </div>

          {!seed ? <p className="rounded-xl bg-sky-400/10 px-3 py-2.5 text-sm text-sky-100 ring-1 ring-sky-300/25">{t('house.verify.needSeed')}</p> : null}
          {computed.error ? <FormAlert message={computed.error} /> : null}
          {computed.result ? (
            <div data-testid="verify-result" className="flex flex-col gap-4">
              <VerifyResult game={f.game} result={computed.result} mines={computed.mines} />
              <div className="flex flex-col gap-2 rounded-xl bg-ink-950/50 p-3 ring-1 ring-white/5">
                <button
                  type="button"
                  onClick={() => computed.query && check.mutate(computed.query)}
                  disabled={check.isPending}
                  className="inline-flex h-10 items-center justify-center gap-2 rounded-xl border border-gold-400/60 text-sm font-bold text-gold-200 hover:bg-gold-400/10 disabled:opacity-50"
                >
                  <Icon name="refresh" className={clsx('size-4', check.isPending && 'animate-spin motion-reduce:animate-none')} />
                  {t('house.verify.crossCheck')}
                </button>
                {checkFresh && check.isError ? <FormAlert message={errorMessage(check.error)} /> : null}
                {checkFresh && serverAgrees === true ? (
                  <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-300" data-testid="verify-server-agrees">
                    <Icon name="check" className="size-4" />
                    {t('house.verify.serverAgrees')}
                  </p>
                ) : null}
                {checkFresh && serverAgrees === false ? (
                  <p className="flex items-center gap-1.5 text-sm font-semibold text-rose-300">
                    <Icon name="warning" className="size-4" />
                    {t('house.verify.serverDiffers')}
                  </p>
                ) : null}
              </div>
              <details className="rounded-xl bg-ink-950/50 p-3 ring-1 ring-white/5">
                <summary className="cursor-pointer text-sm font-semibold text-ink-200">{t('house.verify.rawData')}</summary>
                <pre dir="ltr" className="mt-2 max-h-80 overflow-auto text-[11px] leading-relaxed text-ink-300">
                  {JSON.stringify(computed.mines ? { start: computed.result, replay: { ...computed.mines, bet: String(computed.mines.bet), win: String(computed.mines.win) } } : computed.result, null, 2)}
                </pre>
              </details>
            </div>
          ) : null}
        </section>
      </div>
    </PageContainer>
  );
}
