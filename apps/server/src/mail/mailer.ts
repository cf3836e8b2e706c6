import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text: every mail the product sends reads well without HTML. */
  text: string;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL of the relay (credentials in the URL); undefined writes mail to the log. */
  smtpUrl: string | undefined;
  from: string;
  /** Where mail goes without a relay (the server's logger). */
  logger: { info(fields: object, message: string): void };
}

/** How long a relay may take to answer before sending gives up, so a stuck relay cannot hang a request. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * Sends the product's mail through the configured SMTP relay. Without a relay (a laptop, a first
 * try) the whole message — codes and links included — goes to the server log at info level, so a
 * recovery code or an invitation link can still be used.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(private readonly options: MailerOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        })
      : undefined;
  }

  /** True when mail leaves the server; false when it is only written to the log. */
  get delivers(): boolean {
    return this.transport !== undefined;
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transport) {
      this.options.logger.info(
        { mail: { to: message.to, subject: message.subject } },
        `Mail not sent (no SMTP_URL configured) to ${message.to}: ${message.subject}\n${message.text}`,
      );
      return;
    }
    await this.transport.sendMail({ from: this.options.from, to: message.to, subject: message.subject, text: message.text });
  }

  close(): void {
    this.transport?.close();
  }
}
