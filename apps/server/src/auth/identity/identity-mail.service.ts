import type { Mailer } from '#src/mail/mailer.ts';

const PRODUCT = 'Vigil';

/** The identity module's emails: recovery and verification codes, and invitations. */
export class IdentityMailService {
  constructor(private readonly mailer: Mailer) {}

  sendRecoveryCode(to: string, name: string, code: string, link: string): Promise<void> {
    return this.mailer.send({
      to,
      subject: `Recover access to your ${PRODUCT} account`,
      text: [
        `Hi ${name},`,
        '',
        `Someone asked to recover access to the ${PRODUCT} account of this address. Enter this recovery code:`,
        '',
        `    ${code}`,
        '',
        `or open this link: ${link}`,
        '',
        'The code is valid for one hour. If it was not you, ignore this email: your account stays as it is.',
      ].join('\n'),
    });
  }

  sendVerificationCode(to: string, name: string, code: string, link: string): Promise<void> {
    return this.mailer.send({
      to,
      subject: `Please verify your email address for ${PRODUCT}`,
      text: [
        `Hi ${name},`,
        '',
        'Please confirm that this address is yours by entering this verification code:',
        '',
        `    ${code}`,
        '',
        `or open this link: ${link}`,
        '',
        'The code is valid for one hour.',
      ].join('\n'),
    });
  }

  sendInvitation(to: string, name: string, link: string): Promise<void> {
    return this.mailer.send({
      to,
      subject: `You are invited to ${PRODUCT}`,
      text: [
        `Hi ${name},`,
        '',
        `You have been invited to ${PRODUCT}. Open this link to choose your password and sign in:`,
        '',
        link,
        '',
        'The invitation is valid for 7 days and can be used once.',
      ].join('\n'),
    });
  }
}
