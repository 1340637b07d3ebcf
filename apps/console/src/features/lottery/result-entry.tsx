import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Button, Notice } from '../../components/ui';
import { callOps, errorMessage, isApiError } from '../../lib/api';
import { Time } from '../payments/shared';
import { lotteryKeys, useIssue, type LotteryIssueDetail } from './api';

type Answer = ValueOf<'lotteryResultEntry'>;
type Outcome = { tone: 'success' | 'warning' | 'info'; text: string };

/** The console's words for each refusal of a result entry (by the server's code); others get the common error text. */
const refusals = {
  'lottery.result.not.due': 'notDue',
  'lottery.draw.invalid': 'invalid',
  'lottery.issue.not.found': 'issueNotFound',
  'lottery.game.not.found': 'gameNotFound',
  request_param_err: 'badInput',
  'operator.forbidden': 'forbidden',
} as const;

/** Who has entered a result so far: while it is awaited, only the operator's own number (the others type theirs from the official source). */
export function ResultEntries({ issue }: { issue: LotteryIssueDetail }) {
  const { t } = useTranslation();
  if (issue.resultEntries.length === 0) return <p className="text-sm text-slate-600">{t('lottery.results.noEntries')}</p>;
  return (
    <ul className="flex flex-col gap-1.5 text-sm">
      {issue.resultEntries.map((e) => (
        <li key={`${e.operator}-${e.enteredAt}`} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
          <span>
            {e.mine ? t('lottery.results.yourEntry') : e.result !== null ? t('lottery.results.otherEntryShown', { operator: e.operator }) : t('lottery.results.otherEntry', { operator: e.operator })}
            {e.result !== null && (
              <>
                {' '}
                <code className="font-mono font-semibold text-slate-900">{e.result}</code>
              </>
            )}
          </span>
          <span className="text-xs whitespace-nowrap text-slate-500">
            <Time iso={e.enteredAt} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Entering an official result under the two-operator rule the server enforces: an entry is taken when
 * a second, different operator enters the same result. The form says where the issue stands (no entry,
 * another operator's waiting for a second, one's own waiting), what each answer means, and why a
 * refusal happened.
 */
export function ResultEntryForm({ issue, mayEnter = true, onClose }: { issue: LotteryIssueDetail; mayEnter?: boolean; onClose?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hadMine = issue.resultEntries.some((e) => e.mine);
  const others = issue.resultEntries.filter((e) => !e.mine);
  const enter = useMutation({
    mutationFn: (winningNumber: string) => callOps('lotteryResultEntry', { body: { gameId: issue.gameId, numero: issue.numero, winningNumber } }),
    onSuccess: async (answer: Answer) => {
      setOutcome(
        answer.state === 'drawn'
          ? { tone: 'success', text: t('lottery.results.drawn', { result: answer.winningNumber ?? value.trim() }) }
          : answer.state === 'mismatch'
            ? { tone: 'warning', text: t('lottery.results.mismatch') }
            : { tone: 'info', text: hadMine ? t('lottery.results.savedAgain') : t('lottery.results.waiting') },
      );
      await Promise.all([queryClient.invalidateQueries({ queryKey: lotteryKeys.issue(issue.id) }), queryClient.invalidateQueries({ queryKey: ['list'] })]);
    },
    onError: (error) => {
      if (isApiError(error, 'lottery.result.not.due', 'lottery.issue.not.found')) {
        void queryClient.invalidateQueries({ queryKey: lotteryKeys.issue(issue.id) });
        void queryClient.invalidateQueries({ queryKey: ['list'] });
      }
    },
  });
  const empty = value.trim() === '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setOutcome(null);
    if (empty) return;
    enter.mutate(value.trim());
  };
  const refusal = enter.isError
    ? isApiError(enter.error, ...Object.keys(refusals))
      ? t(`lottery.results.refused.${refusals[enter.error.errorCode as keyof typeof refusals]}`, { example: issue.resultExample ?? '' })
      : errorMessage(enter.error)
    : null;
  const standing = others.length > 0 ? t('lottery.results.secondNeeded', { operator: others[0]!.operator }) : hadMine ? t('lottery.results.mineWaiting') : t('lottery.results.firstNeeded');
  const due = issue.phase === 'due';
  const fieldError = touched && empty ? t('lottery.results.required') : null;
  const closeButton = onClose && (
    <Button variant="secondary" onClick={onClose}>
      {t('common.close')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-3">
      {(due || issue.resultEntries.length > 0) && (
        <section aria-label={t('lottery.results.entries')}>
          <h3 className="mb-1.5 text-sm font-semibold text-slate-700">{t('lottery.results.entries')}</h3>
          <ResultEntries issue={issue} />
        </section>
      )}
      {due && mayEnter ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          {!outcome && <Notice tone="info">{standing}</Notice>}
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
              {t('lottery.results.label')}
            </label>
            <input
              id={fieldId}
              name="winningNumber"
              autoComplete="off"
              spellCheck={false}
              maxLength={400}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${fieldId}-hint${fieldError ? ` ${fieldId}-error` : ''}`}
              className={`h-10 rounded-md border bg-white px-3 font-mono text-sm text-slate-900 shadow-xs outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 ${fieldError ? 'border-rose-400' : 'border-slate-300'}`}
            />
            <p id={`${fieldId}-hint`} className="text-xs text-slate-500">
              {issue.resultExample ? (
                <>
                  {t('lottery.results.formatLead')} <code className="font-mono">{issue.resultExample}</code>
                </>
              ) : null}
            </p>
            {fieldError && (
              <p id={`${fieldId}-error`} className="text-xs text-rose-700">
                {fieldError}
              </p>
            )}
          </div>
          {refusal && <Notice tone="error">{refusal}</Notice>}
          {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
          <div className="flex justify-end gap-2">
            {closeButton}
            <Button type="submit" disabled={enter.isPending}>
              {enter.isPending ? t('common.working') : t('lottery.results.submit')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {/* Taken (here or by another operator meanwhile), cancelled, not yet due, or not this role's to enter. */}
          {outcome ? (
            <Notice tone={outcome.tone}>{outcome.text}</Notice>
          ) : due ? (
            <Notice tone="info">{t('lottery.results.viewOnly')}</Notice>
          ) : onClose ? (
            <Notice tone="info">{t('lottery.results.notDueNow', { phase: t(`lottery.phases.${issue.phase}`), result: issue.result ?? t('common.none') })}</Notice>
          ) : null}
          {closeButton && <div className="flex justify-end">{closeButton}</div>}
        </>
      )}
    </div>
  );
}

/** The result form in a dialog, for an issue of the results queue (its entries read fresh). */
export function ResultDialog({ issueId, title, onClose }: { issueId: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const issue = useIssue(issueId);
  return (
    <Dialog title={title} onClose={onClose}>
      {issue.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('app.loading')}
        </p>
      ) : issue.isError ? (
        <div className="flex flex-col gap-3">
          <Notice tone="error">{errorMessage(issue.error)}</Notice>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </div>
        </div>
      ) : (
        <ResultEntryForm issue={issue.data} onClose={onClose} />
      )}
    </Dialog>
  );
}
