import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { showPopup } from '../../../components/ui/popup';
import { errorMessage, errorValue, isApiError } from '../../../lib/api-client';
import type { OnPhase, SubmitPhase } from '../api/submit-auth';
import { useCountdown } from '../hooks/use-countdown';

/** Spec section 9: the get-code button takes one press a second. */
export const smsPressThrottleMs = 1000;

interface SmsCodeButtonProps {
  /** Checks the mobile field first; the request is not sent when it fails. */
  validate: () => Promise<boolean>;
  send: (onPhase: OnPhase) => Promise<{ expiredMinutes: number }>;
}

/**
 * "Get code": after a sent code, a countdown of expiredMinutes x 60 s with the button disabled
 * (spec section 4); a failure opens a popup with the message, a warning icon and a confirm button;
 * too many requests also starts the countdown for the seconds the server names.
 */
export function SmsCodeButton({ validate, send }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const [phase, setPhase] = useState<SubmitPhase | null>(null);
  const lastPress = useRef(0);

  const onClick = async () => {
    const now = Date.now();
    if (now - lastPress.current < smsPressThrottleMs || left > 0 || phase) return;
    lastPress.current = now;
    if (!(await validate())) return;
    setPhase('sending');
    try {
      const { expiredMinutes } = await send(setPhase);
      start(expiredMinutes * 60);
    } catch (error) {
      let text = errorMessage(error);
      if (isApiError(error, 'TOO_MANY_REQUESTS')) {
        const seconds = errorValue<{ retryAfterSeconds: number }>(error).retryAfterSeconds;
        if (typeof seconds === 'number') {
          text = t('auth.retryAfter', { seconds });
          start(seconds);
        }
      }
      void showPopup({ icon: 'warning', text, buttons: [{ key: 'ok', label: t('common.ok') }] });
    } finally {
      setPhase(null);
    }
  };

  return (
    <Button
      variant="secondary"
      onClick={() => void onClick()}
      disabled={left > 0 || phase !== null}
      aria-busy={phase !== null || undefined}
      className="h-11 min-w-30 px-3 tabular-nums"
    >
      {phase ? (
        <>
          <span className="inline-block size-4 animate-spin rounded-full border-2 border-gold-300/25 border-t-gold-300" aria-hidden="true" />
          <span className="sr-only">{phase === 'human' ? t('auth.verifyingHuman') : t('auth.pleaseWait')}</span>
          <span aria-hidden="true">{phase === 'human' ? t('auth.sms.checking') : t('auth.sms.sending')}</span>
        </>
      ) : left > 0 ? (
        t('auth.sms.resendIn', { seconds: left })
      ) : (
        t('auth.sms.getCode')
      )}
    </Button>
  );
}
