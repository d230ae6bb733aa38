import type { Transporter } from 'nodemailer';
import { mailSettings, smtpTransportOptions } from '../config';

/**
 * Notification e-mails through nodemailer, to the SMTP server of the `SMTP_HOST`, `SMTP_PORT` and
 * `SMTP_USER` params and the `SMTP_PASSWORD` secret (the local mail catcher in the emulators). Sending never fails the caller: an error is logged and dropped, and
 * callers start it after their Firestore write has committed without waiting for it
 * (`sendMailLater`), so a slow or absent mail server never slows a request.
 */
let transport: Promise<Transporter | null> | undefined;

function transporter(): Promise<Transporter | null> {
  transport ??= (async () => {
    const options = smtpTransportOptions(mailSettings().smtp);
    if (!options) {
      // The old single parameter held the password in plain text: say that it is no longer read.
      if (process.env.SMTP_URL) console.warn('SMTP_URL is no longer read: set SMTP_HOST, SMTP_PORT and SMTP_USER, and the password as the secret SMTP_PASSWORD.');
      return null;
    }
    const { createTransport } = await import('nodemailer');
    // Short timeouts: a mail server that does not answer must not hold a function instance.
    return createTransport({ ...options, connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10_000 });
  })();
  return transport;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one e-mail; resolves to whether it was handed to the SMTP server. Never rejects. */
export async function sendMail(mail: Mail): Promise<boolean> {
  if (!mail.to) return false;
  try {
    const sender = await transporter();
    if (!sender) return false;
    await sender.sendMail({ from: mailSettings().from, ...mail });
    return true;
  } catch (error) {
    console.warn(`Notification e-mail to ${mail.to} not sent:`, error instanceof Error ? error.message : error);
    return false;
  }
}

const pending = new Set<Promise<boolean>>();

/** Starts sending without waiting for it (after the write it reports on); `mail` may still be looked up. */
export function sendMailLater(mail: Mail | Promise<Mail>): void {
  const sending = Promise.resolve(mail).then(sendMail, (error: unknown) => {
    console.warn('Notification e-mail not sent:', error instanceof Error ? error.message : error);
    return false;
  });
  pending.add(sending);
  void sending.finally(() => pending.delete(sending));
}

/** Waits for the e-mails started so far (a scheduled run, tests). */
export async function settleMail(): Promise<void> {
  await Promise.all([...pending]);
}
