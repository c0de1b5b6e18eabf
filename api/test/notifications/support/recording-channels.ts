import { ChatUnreachableError, type TelegramSender } from '../../../src/features/notifications/channels.ts';
import type { Mailer, MailMessage } from '../../../src/features/notifications/mailer.ts';

export interface Delivery {
  channel: 'telegram' | 'email';
  to: string;
  text: string;
}

/** Channels that record what they were asked to send; faults are injected per recipient. */
export function recordingChannels() {
  const deliveries: Delivery[] = [];
  const blockedChats = new Set<number>();
  const failingMail = new Map<string, number>();
  const telegram: TelegramSender = {
    async send(chatId, text) {
      if (blockedChats.has(chatId)) throw new ChatUnreachableError(chatId);
      deliveries.push({ channel: 'telegram', to: String(chatId), text });
    },
  };
  const mailer: Mailer = {
    async send(message: MailMessage) {
      const failures = failingMail.get(message.to) ?? 0;
      if (failures > 0) {
        failingMail.set(message.to, failures - 1);
        throw new Error('451 temporary failure');
      }
      deliveries.push({ channel: 'email', to: message.to, text: message.text });
      return { messageId: `<${deliveries.length}@test>` };
    },
    close() {},
  };
  return {
    deliveries,
    telegram,
    mailer,
    block: (chatId: number) => blockedChats.add(chatId),
    failMail: (to: string, times: number) => failingMail.set(to, times),
  };
}
