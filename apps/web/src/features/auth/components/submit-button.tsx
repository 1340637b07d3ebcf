import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { SubmitPhase } from '../api/submit-auth';

/**
 * A form's submit button that tells what is happening: "Verifying you are human…" with a spinner
 * while the proof of work runs (0.1 to 0.5 s), then "Please wait…" while the request is out.
 */
export function SubmitButton({ phase, children, className }: { phase: SubmitPhase | null; children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" size="lg" disabled={phase !== null} aria-busy={phase !== null || undefined} className={clsx('w-full', className)}>
      {phase ? (
        <>
          <span className="inline-block size-4.5 animate-spin rounded-full border-2 border-ink-950/25 border-t-ink-950" aria-hidden="true" />
          <span>{phase === 'human' ? t('auth.verifyingHuman') : t('auth.pleaseWait')}</span>
        </>
      ) : (
        children
      )}
    </Button>
  );
}
