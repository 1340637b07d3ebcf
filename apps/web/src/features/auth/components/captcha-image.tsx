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
      className="group flex h-11 w-37 shrink-0 items-stretch overflow-hidden rounded-xl border border-white/10 bg-[#f4f1ea] transition hover:border-gold-300 focus-visible:outline-2 focus-visible:outline-gold-300"
    >
      {/* The image keeps its full 120 px; the refresh icon has its own strip at the end, so it never covers a character. */}
      <span className="grid w-30 shrink-0 place-items-center">
        {captcha.image && !captcha.isLoading ? (
          <img src={captcha.image} alt={t('auth.captchaImage')} className="size-full object-contain" />
        ) : captcha.isError ? (
          <span className="px-2 text-xs font-semibold text-ink-950">{t('common.retry')}</span>
        ) : (
          <Spinner className="size-5" />
        )}
      </span>
      <span className="grid min-w-0 flex-1 place-items-center border-s border-ink-950/10 bg-ink-950/5 text-ink-700 group-hover:text-ink-950">
        <Icon name="refresh" className="size-4" />
      </span>
    </button>
  );
}
