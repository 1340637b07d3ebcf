import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { appResources } from '../../download/lib/app-resources';
import { useSystemStatus } from '../../system/hooks/use-system-status';

/** A short "get the app" band; shown only when the brand has app resources. */
export function AppPromo() {
  const { t } = useTranslation();
  const resources = appResources(useSystemStatus().info.resources);
  if (resources.length === 0) return null;
  return (
    <section className="mt-10 flex flex-col items-start gap-4 rounded-3xl border border-gold-300/20 bg-[linear-gradient(120deg,rgba(245,183,0,.14),rgba(20,29,59,.6)_55%)] p-6 sm:flex-row sm:items-center sm:p-8">
      <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gold-400 text-ink-950">
        <Icon name="phone" className="size-7" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-bold text-ink-50">{t('home.appTitle')}</h2>
        <p className="mt-1 text-sm text-ink-200">{t('home.appText')}</p>
      </div>
      <ButtonLink to={paths.down} variant="outline">
        <Icon name="download" />
        {t('home.appCta')}
      </ButtonLink>
    </section>
  );
}
