import nodemailer from "nodemailer";
import type { AppConfig } from "../config.ts";

/*
 * Outgoing mail. Only when the operator configured SMTP_URL and MAIL_FROM; otherwise there is
 * no mailer at all and the callers say so in their own (address-free) log line.
 */

export type Mensagem = { para: string; assunto: string; texto: string };

export type Carteiro = { enviar(mensagem: Mensagem): Promise<void> };

/** The configured mailer, or null when SMTP_URL or MAIL_FROM is missing. */
export function criarCarteiro(config: Pick<AppConfig, "smtpUrl" | "mailFrom">): Carteiro | null {
  if (!config.smtpUrl || !config.mailFrom) return null;
  const transporte = nodemailer.createTransport(config.smtpUrl);
  const de = config.mailFrom;
  return {
    async enviar({ para, assunto, texto }) {
      await transporte.sendMail({ from: de, to: para, subject: assunto, text: texto });
    },
  };
}
