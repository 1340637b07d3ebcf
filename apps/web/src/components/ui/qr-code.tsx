import { lazyPart } from '../../lib/lazy-part';

/** QR defaults of spec section 9: size 200, margin 20, dark #000000, light #FFFFFF, level M. */
export const qrDefaults = { size: 200, marginSize: 20, fgColor: '#000000', bgColor: '#FFFFFF', level: 'M' } as const;

// The QR encoder loads with the first code shown, not with the page.
const QRCodeSVG = lazyPart(() => import('qrcode.react').then((m) => m.QRCodeSVG), {
  // The white square holds its place while the encoder loads, so nothing shifts.
  loading: ({ size, className, 'aria-label': label }) => (
    <span role="img" aria-label={label} className={className} style={{ display: 'inline-block', width: size, height: size, background: qrDefaults.bgColor }} />
  ),
});

interface QrCodeProps {
  value: string;
  /** Accessible name, e.g. "Android app QR code". */
  label: string;
  size?: number;
  className?: string;
}

export function QrCode({ value, label, size = qrDefaults.size, className }: QrCodeProps) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      marginSize={qrDefaults.marginSize}
      fgColor={qrDefaults.fgColor}
      bgColor={qrDefaults.bgColor}
      level={qrDefaults.level}
      role="img"
      aria-label={label}
      className={className}
    />
  );
}
