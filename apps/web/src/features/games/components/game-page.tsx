import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { SectionPage } from '../../../components/ui/section-page';

/** The embedded game page (/game): the launcher fills it in the Games issue. */
export function GamePage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('game.title')}
      icon="controller"
      emptyTitle={t('game.emptyTitle')}
      emptyText={t('game.emptyText')}
      action={
        <ButtonLink to="/rng" variant="primary">
          {t('game.browse')}
        </ButtonLink>
      }
    />
  );
}
