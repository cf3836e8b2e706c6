import { Secret, TOTP } from 'otpauth';
import { toDataURL } from 'qrcode';

const ISSUER = 'Vigil';

/** Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s) from an authenticator app. */
export const totpService = {
  newSecret(): string {
    return new Secret({ size: 20 }).base32;
  },

  /** The otpauth:// address an authenticator app reads from the QR code. */
  uri(secret: string, accountName: string): string {
    return new TOTP({ issuer: ISSUER, label: accountName, secret: Secret.fromBase32(secret) }).toString();
  },

  qrDataUrl(secret: string, accountName: string): Promise<string> {
    return toDataURL(totpService.uri(secret, accountName), { margin: 1, width: 256 });
  },

  /**
   * The time step (30 s period since the epoch) the code belongs to, when it is the current one or one
   * step before or after (for clock drift); null for a wrong code. Callers accept each step once.
   */
  matchingStep(secret: string, code: string, timestamp = Date.now()): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const totp = new TOTP({ issuer: ISSUER, secret: Secret.fromBase32(secret) });
    const delta = totp.validate({ token: code, window: 1, timestamp });
    return delta === null ? null : totp.counter({ timestamp }) + delta;
  },
};
