import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';

export interface MailInput {
  to: string;
  subject: string;
  html: string;
  text?: string;
  from?: string;
}

export interface Mail extends Required<MailInput> {
  id: string;
  sentAt: string;
  /** Every http(s) link in the message, in order: what tests and people click. */
  links: string[];
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Catches every email the backend would send, so nothing leaves the machine. */
export class Mailbox {
  readonly #messages: Mail[] = [];
  readonly #events = new EventEmitter();

  send(input: MailInput): Mail {
    const html = input.html;
    const links = [...new Set([...html.matchAll(LINK)].map((m) => decodeEntities(m[0])))];
    const mail: Mail = {
      id: randomUUID(),
      sentAt: new Date().toISOString(),
      from: input.from ?? 'Teamboard <noreply@teamboard.local>',
      to: input.to.toLowerCase(),
      subject: input.subject,
      html,
      text: input.text ?? html.replace(/<[^>]+>/g, '').trim(),
      links,
    };
    this.#messages.push(mail);
    this.#events.emit('mail', mail);
    return mail;
  }

  /** Newest first, optionally only those sent to one address. */
  list(to?: string): Mail[] {
    const all = to ? this.#messages.filter((m) => m.to === to.toLowerCase()) : this.#messages;
    return [...all].reverse();
  }

  get(id: string): Mail | undefined {
    return this.#messages.find((m) => m.id === id);
  }

  delete(id: string): boolean {
    const index = this.#messages.findIndex((m) => m.id === id);
    if (index === -1) return false;
    this.#messages.splice(index, 1);
    return true;
  }

  clear(to?: string): void {
    for (let i = this.#messages.length - 1; i >= 0; i--) {
      if (!to || this.#messages[i]!.to === to.toLowerCase()) this.#messages.splice(i, 1);
    }
  }

  /** Resolves with the first message to `to` sent after the call (or already there, if `existing`). */
  waitFor(to: string, options: { timeoutMs?: number; match?: (mail: Mail) => boolean } = {}): Promise<Mail> {
    const address = to.toLowerCase();
    const match = (mail: Mail) => mail.to === address && (options.match?.(mail) ?? true);
    const existing = this.list(address).find(match);
    if (existing) return Promise.resolve(existing);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#events.off('mail', onMail);
        reject(new Error(`no mail to ${to} within ${options.timeoutMs ?? 10_000} ms`));
      }, options.timeoutMs ?? 10_000);
      const onMail = (mail: Mail) => {
        if (!match(mail)) return;
        clearTimeout(timer);
        this.#events.off('mail', onMail);
        resolve(mail);
      };
      this.#events.on('mail', onMail);
    });
  }
}
