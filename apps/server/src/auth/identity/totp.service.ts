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

  /** True when the code is the current one or one step (30 s) before or after, for clock drift. */
  verify(secret: string, code: string): boolean {
    if (!/^\d{6}$/.test(code)) return false;
    const totp = new TOTP({ issuer: ISSUER, secret: Secret.fromBase32(secret) });
    return totp.validate({ token: code, window: 1 }) !== null;
  },
};
