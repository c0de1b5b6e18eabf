import { InlineKeyboard, Keyboard } from 'grammy';
import type { BotConfig } from '../context.ts';
import { type Language, masterLabel } from '@qabul/i18n';
import { type BotText, botTextIn, fill, fillPlain } from '../messages.ts';
import { buttonLabel } from '../telegram-text.ts';
import type { ChatDays, ChatMaster, ChatService } from '../services.ts';
import { bookingButton } from './booking-button.ts';

/**
 * Callback data of the chat booking: `cb:<action>[:<value>]`, within Telegram's 64 bytes. Each step accepts
 * only its own actions and "back"; a press on an older step's button is answered and ignored.
 */
export const chatAction = {
  start: (username: string) => `cb:go:${username}`,
  service: (id: number) => `cb:s:${id}`,
  /** A master's id, or `any` for "Farqi yo'q". */
  master: (id: string | null) => `cb:m:${id ?? 'any'}`,
  day: (date: string) => `cb:d:${date}`,
  /** A full day: its waitlist. */
  fullDay: (date: string) => `cb:w:${date}`,
  joinWaitlist: 'cb:wj:',
  time: (time: string) => `cb:t:${time}`,
  savedPhone: 'cb:p:saved',
  confirm: 'cb:ok:',
  back: 'cb:back:',
} as const;

/** Splits `cb:t:10:30` into `t` and `10:30`; null for anything else. */
export function readChatAction(data: string | undefined): { action: string; value: string } | null {
  const match = data?.match(/^cb:([a-z]+):(.*)$/);
  return match ? { action: match[1] as string, value: match[2] as string } : null;
}

const back = (text: BotText) => InlineKeyboard.text(text.backButton, chatAction.back);

/** The provider's card: "Mini Appda ochish" beside "Shu yerda yozilish". */
export function providerCardKeyboard(settings: BotConfig, username: string, text: BotText): InlineKeyboard {
  return bookingButton(settings, username, text).text(text.bookHereButton, chatAction.start(username));
}

export function servicesKeyboard(services: ChatService[], text: BotText): InlineKeyboard {
  const rows = services.map((service) => [
    InlineKeyboard.text(buttonLabel(service.price ? `${service.name} · ${service.price}` : service.name), chatAction.service(service.id)),
  ]);
  return InlineKeyboard.from([...rows, [back(text)]]);
}

/** The master step: "Farqi yo'q" first, then each master by name, then "Orqaga". */
export function mastersKeyboard(masters: ChatMaster[], text: BotText): InlineKeyboard {
  const rows = [null, ...masters].map((master) => [
    InlineKeyboard.text(master ? buttonLabel(master.name) : text.chatAnyMaster, chatAction.master(master?.id ?? null)),
  ]);
  return InlineKeyboard.from([...rows, [back(text)]]);
}

/** The line naming the master ("Stilist: Nilufar", "Мастер: Nilufar (Stilist)"); "Farqi yo'q" before the booking picked one. */
export function masterLine(master: ChatMaster | null, language: Language): string {
  const text = botTextIn(language);
  const word = { reader: text.chatMasterLabel, uzbek: botTextIn('uz').chatMasterLabel };
  return fill(
    language,
    text.chatMasterLine,
    master ? masterLabel(language, master, word) : { label: word.reader, name: text.chatAnyMaster },
  );
}

/** A reserve-fee service: the Mini App (or the web page) can take the payment, the chat cannot. */
export function prepaymentKeyboard(settings: BotConfig, username: string, text: BotText): InlineKeyboard {
  return bookingButton(settings, username, text).row().add(back(text));
}

/** Free days and, marked 🔔, full ones (their waitlist), in calendar order, each labelled by `label` (the chat's language). */
export function daysKeyboard(days: ChatDays, label: (date: string) => string, text: BotText): InlineKeyboard {
  const full = new Set(days.full);
  return grid(
    [...days.free, ...days.full]
      .sort()
      .map((date) =>
        full.has(date)
          ? InlineKeyboard.text(`🔔 ${label(date)}`, chatAction.fullDay(date))
          : InlineKeyboard.text(label(date), chatAction.day(date)),
      ),
    3,
    text,
  );
}

export function waitlistKeyboard(text: BotText): InlineKeyboard {
  return InlineKeyboard.from([[InlineKeyboard.text(text.chatWaitlistButton, chatAction.joinWaitlist)], [back(text)]]);
}

export function timesKeyboard(times: string[], text: BotText): InlineKeyboard {
  return grid(
    times.map((time) => InlineKeyboard.text(time, chatAction.time(time))),
    4,
    text,
  );
}

export function phoneKeyboard(saved: string | null, language: Language): InlineKeyboard {
  const text = botTextIn(language);
  const rows = saved
    ? [[InlineKeyboard.text(buttonLabel(fillPlain(language, text.chatSavedPhoneButton, { phone: saved })), chatAction.savedPhone)]]
    : [];
  return InlineKeyboard.from([...rows, [back(text)]]);
}

/** The reply keyboard that shares the user's own contact (Telegram marks it as theirs). */
export function contactKeyboard(text: BotText): Keyboard {
  return new Keyboard().requestContact(text.chatContactButton).resized().oneTime();
}

export function confirmKeyboard(text: BotText): InlineKeyboard {
  return InlineKeyboard.from([[InlineKeyboard.text(text.chatConfirmButton, chatAction.confirm)], [back(text)]]);
}

function grid(buttons: ReturnType<typeof InlineKeyboard.text>[], width: number, text: BotText): InlineKeyboard {
  const rows: (typeof buttons)[] = [];
  for (let i = 0; i < buttons.length; i += width) rows.push(buttons.slice(i, i + width));
  return InlineKeyboard.from([...rows, [back(text)]]);
}
