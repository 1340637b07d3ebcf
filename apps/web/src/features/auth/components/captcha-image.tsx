import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { callApi, hasEndpoint } from '../../../lib/api-client';

/** Spec section 9: the captcha may be refreshed at most once per second. */
export const captchaRefreshMs = 1000;

/** The captcha image beside the captcha field; a click fetches a new one. */
export function CaptchaImage() {
  const { t } = useTranslation();
  const last = useRef(0);
  const available = hasEndpoint('captcha');
  const query = useQuery({
    queryKey: ['captcha'],
    queryFn: () => callApi('captcha'),
    enabled: available,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  if (!available) return null;

  const refresh = () => {
    const now = Date.now();
    if (now - last.current < captchaRefreshMs) return;
    last.current = now;
    void query.refetch();
  };

  return (
    <button
      type="button"
      onClick={refresh}
      aria-label={t('auth.captchaRefresh')}
      title={t('auth.captchaRefresh')}
      className="grid h-11 w-28 shrink-0 place-items-center overflow-hidden rounded-xl border border-white/10 bg-white/90 transition hover:border-gold-300"
    >
      {query.data ? (
        <img src={query.data} alt={t('auth.captchaImage')} className="size-full object-contain" />
      ) : query.isError ? (
        <span className="px-2 text-xs font-semibold text-ink-950">{t('common.retry')}</span>
      ) : (
        <Spinner className="size-5" />
      )}
    </button>
  );
}
