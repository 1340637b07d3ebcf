import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LanguagePicker } from '../../components/language-picker';
import { Button, Notice, TextField } from '../../components/ui';
import { callOps, errorMessage, errorValue, isApiError } from '../../lib/api';
import { startSession, takeSignOutReason, useSession } from '../../lib/session';

/** "14 minutes" / "45 seconds": how long until a locked account takes tries again. */
export function useDuration() {
  const { t } = useTranslation();
  return (seconds: number) => (seconds >= 90 ? t('duration.minutes', { count: Math.ceil(seconds / 60) }) : t('duration.seconds', { count: Math.max(1, Math.round(seconds)) }));
}

/**
 * Sign-in: username and password, then, when the server answers `operator.otp.required`, the code from
 * the operator's authenticator app (the password is sent again with it: the server keeps no half-done
 * login). Every refusal has its own message; a lock says when to try again.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const from = (location.state as { from?: string } | null)?.from;
  const [reason] = useState(takeSignOutReason);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [problem, setProblem] = useState<string | null>(null);
  const duration = useDuration();
  const codeRef = useRef<HTMLInputElement>(null);
  const userRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    (step === 'code' ? codeRef : userRef).current?.focus();
  }, [step]);

  const login = useMutation({
    mutationFn: (withCode: boolean) => callOps('operatorLogin', { body: { username: username.trim(), password, ...(withCode ? { otp: otp.trim() } : {}) } }),
    onSuccess: (value) => {
      queryClient.clear();
      startSession(value);
    },
    onError: (error) => {
      if (isApiError(error, 'operator.otp.required')) {
        setProblem(null);
        setStep('code');
        return;
      }
      const retry = errorValue<{ retryAfterSeconds: number }>(error).retryAfterSeconds;
      if (isApiError(error, 'operator.locked') && retry) setProblem(t('signIn.locked', { time: duration(retry) }));
      else if (isApiError(error, 'TOO_MANY_REQUESTS') && retry) setProblem(t('signIn.throttled', { time: duration(retry) }));
      else setProblem(errorMessage(error));
      if (isApiError(error, 'operator.otp.invalid')) {
        setOtp('');
        codeRef.current?.focus();
      }
    },
  });

  if (session) return <Navigate to={from && from.startsWith('/') && !from.startsWith('/sign-in') ? from : '/'} replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (step === 'password') {
      if (!username.trim() || !password) return setProblem(t('signIn.required'));
      login.mutate(false);
    } else {
      if (!/^\d{6}$/.test(otp.trim())) return setProblem(t('signIn.codeFormat'));
      login.mutate(true);
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-indigo-700">{t('app.name')}</p>
          <LanguagePicker />
        </div>
        <h1 className="mt-1 text-xl font-semibold text-slate-900">{step === 'password' ? t('signIn.title') : t('signIn.codeTitle')}</h1>
        <p className="mt-1 text-sm text-slate-600">{step === 'password' ? t('signIn.subtitle') : t('signIn.codeHint', { username: username.trim() })}</p>
        {reason && step === 'password' && !problem && (
          <Notice tone="info" className="mt-4">
            {t(reason === 'expired' ? 'signIn.expired' : 'signIn.signedOut')}
          </Notice>
        )}
        {problem && (
          <Notice tone="error" className="mt-4">
            {problem}
          </Notice>
        )}
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
          {step === 'password' ? (
            <>
              <TextField ref={userRef} label={t('signIn.username')} name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required maxLength={64} />
              <TextField label={t('signIn.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required maxLength={128} />
              <Button type="submit" disabled={login.isPending}>
                {login.isPending ? t('signIn.submitting') : t('signIn.submit')}
              </Button>
            </>
          ) : (
            <>
              <TextField
                ref={codeRef}
                label={t('signIn.code')}
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                hint={t('signIn.codeFormat')}
                value={otp}
                onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
                required
              />
              <Button type="submit" disabled={login.isPending}>
                {login.isPending ? t('signIn.verifying') : t('signIn.verify')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setStep('password');
                  setOtp('');
                  setPassword('');
                  setProblem(null);
                }}
              >
                {t('signIn.back')}
              </Button>
            </>
          )}
        </form>
      </div>
    </main>
  );
}
