import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** Six digits, as authenticator apps show them (spaces typed between the groups are dropped). */
const TOTP_CODE = /^\d{6}$/;

/** One step either side of now (30 s each) is accepted, for a phone whose clock is a little off. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

export const normaliseCode = (code: string) => code.replace(/[\s-]/g, '');

export const looksLikeTotpCode = (code: string) => TOTP_CODE.test(normaliseCode(code));

/**
 * The time step of a valid code later than `afterTimeStep` (the last code accepted), or undefined.
 * Storing the step it returns is what makes a code single-use.
 */
export async function totpTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | undefined> {
  const token = normaliseCode(code);
  if (!TOTP_CODE.test(token)) return undefined;
  const result = await verify({
    secret,
    token,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  // the TOTP answer of the functional API (its type also covers HOTP's, which has no step)
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/**
 * What the enrolment screen shows: the otpauth:// address as a QR code, an SVG data URL (sharp at
 * any size, a few KB, and drawn without encoding a PNG: ~30 ms of CPU each).
 */
export async function enrolmentQr(secret: string, issuer: string, email: string) {
  const uri = generateURI({ issuer, label: email, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return { uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
