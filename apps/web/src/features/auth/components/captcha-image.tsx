import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import type { CaptchaState } from '../hooks/use-captcha';

/** The captcha image beside the captcha field; a click fetches a new one (once a second at most). */
export function CaptchaImage({ captcha }: { captcha: CaptchaState }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={captcha.refresh}
      aria-label={t('auth.captchaRefresh')}
      title={t('auth.captchaRefresh')}
      className="group relative grid h-11 w-30 shrink-0 place-items-center overflow-hidden rounded-xl border border-white/10 bg-[#f4f1ea] transition hover:border-gold-300 focus-visible:outline-2 focus-visible:outline-gold-300"
    >
      {captcha.image && !captcha.isLoading ? (
        <img src={captcha.image} alt={t('auth.captchaImage')} className="size-full object-contain" />
      ) : captcha.isError ? (
        <span className="px-2 text-xs font-semibold text-ink-950">{t('common.retry')}</span>
      ) : (
        <Spinner className="size-5" />
      )}
      <span className="absolute end-1 bottom-1 grid size-5 place-items-center rounded-full bg-ink-950/70 text-white opacity-80 group-hover:opacity-100">
        <Icon name="refresh" className="size-3.5" />
      </span>
    </button>
  );
}
