import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 defaults every authenticator app reads: SHA-1, six digits, 30-second steps. */
const PERIOD = 30;
/** One step either side absorbs clock drift between the phone and the server. */
const TOLERANCE_SECONDS = PERIOD;

export interface Enrolment {
  secret: string;
  uri: string;
  /** The otpauth URI as an SVG image (data URL) to scan. */
  qrCode: string;
}

export async function newEnrolment(issuer: string, label: string): Promise<Enrolment> {
  const secret = generateSecret();
  const uri = generateURI({ issuer, label, secret, period: PERIOD });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a code belongs to when it is right for `now`, else null. Steps at or before
 * `afterStep` are refused, so a code (and any older one) is accepted once.
 */
export async function checkCode(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    period: PERIOD,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
