import { useTranslation } from 'react-i18next';

/** Generic payment method images drawn for this project (no real brand marks). */
function BankTransfer() {
  return (
    <svg viewBox="0 0 40 28" aria-hidden="true" className="h-7 w-10">
      <rect x="1" y="1" width="38" height="26" rx="5" fill="#13203f" stroke="#3b4d7a" />
      <path d="M20 6l10 5H10z" fill="#fcd34d" />
      <path d="M12 12.5v7M17 12.5v7M23 12.5v7M28 12.5v7" stroke="#fcd34d" strokeWidth="2" strokeLinecap="round" />
      <path d="M10 22h20" stroke="#fcd34d" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function EWallet() {
  return (
    <svg viewBox="0 0 40 28" aria-hidden="true" className="h-7 w-10">
      <rect x="1" y="1" width="38" height="26" rx="5" fill="#102a33" stroke="#2f6b78" />
      <rect x="13" y="5" width="14" height="18" rx="3" fill="none" stroke="#5eead4" strokeWidth="2" />
      <path d="M18 19h4" stroke="#5eead4" strokeWidth="2" strokeLinecap="round" />
      <path d="M20 9.5v6M17.5 11.5c0-1 1-1.6 2.5-1.6s2.5.6 2.5 1.6-5 1-5 2.4c0 1 1 1.6 2.5 1.6s2.5-.6 2.5-1.6" stroke="#5eead4" strokeWidth="1.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}

function Card() {
  return (
    <svg viewBox="0 0 40 28" aria-hidden="true" className="h-7 w-10">
      <rect x="1" y="1" width="38" height="26" rx="5" fill="#2a1838" stroke="#6b4a8a" />
      <rect x="1" y="7" width="38" height="4.5" fill="#c084fc" opacity=".8" />
      <rect x="6" y="16" width="8" height="5.5" rx="1.2" fill="#fcd34d" />
      <path d="M19 19h14" stroke="#c084fc" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function Crypto() {
  return (
    <svg viewBox="0 0 40 28" aria-hidden="true" className="h-7 w-10">
      <rect x="1" y="1" width="38" height="26" rx="5" fill="#2d2410" stroke="#7a6128" />
      <path d="M20 4.5l8 4.6v9.8l-8 4.6-8-4.6V9.1z" fill="none" stroke="#fbbf24" strokeWidth="2" strokeLinejoin="round" />
      <path d="M20 9.5l4 2.3v4.4l-4 2.3-4-2.3v-4.4z" fill="#fbbf24" />
    </svg>
  );
}

export function PaymentBadges() {
  const { t } = useTranslation();
  const methods = [
    { key: 'bank', Img: BankTransfer, label: t('footer.payments.bank') },
    { key: 'ewallet', Img: EWallet, label: t('footer.payments.ewallet') },
    { key: 'card', Img: Card, label: t('footer.payments.card') },
    { key: 'crypto', Img: Crypto, label: t('footer.payments.crypto') },
  ];
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('footer.payments.title')}>
      {methods.map(({ key, Img, label }) => (
        <li key={key} className="flex items-center gap-2 rounded-xl border border-white/5 bg-ink-900 py-1.5 ps-1.5 pe-3 text-xs font-semibold text-ink-200">
          <Img />
          {label}
        </li>
      ))}
    </ul>
  );
}
