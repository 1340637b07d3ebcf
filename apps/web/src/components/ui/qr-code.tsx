import { QRCodeSVG } from 'qrcode.react';

/** QR defaults of spec section 9: size 200, margin 20, dark #000000, light #FFFFFF, level M. */
export const qrDefaults = { size: 200, marginSize: 20, fgColor: '#000000', bgColor: '#FFFFFF', level: 'M' } as const;

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
