import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icon';

const reasons: { key: 'secure' | 'fast' | 'support' | 'fair'; icon: IconName }[] = [
  { key: 'secure', icon: 'shield' },
  { key: 'fast', icon: 'bolt' },
  { key: 'support', icon: 'headset' },
  { key: 'fair', icon: 'check' },
];

export function WhyUsStrip() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-title" className="mt-10 rounded-3xl border border-white/5 bg-ink-900/70 p-5 sm:p-8">
      <h2 id="why-title" className="mb-5 text-xl font-bold text-ink-50">
        {t('home.whyTitle')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map((r) => (
          <li key={r.key} className="flex gap-3.5">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gold-400/10 text-gold-300 ring-1 ring-gold-300/20">
              <Icon name={r.icon} className="size-5.5" />
            </span>
            <div>
              <h3 className="text-sm font-bold text-ink-50">{t(`home.why.${r.key}.title`)}</h3>
              <p className="mt-1 text-xs leading-relaxed text-ink-300">{t(`home.why.${r.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
