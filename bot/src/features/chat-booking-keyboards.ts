import { InlineKeyboard, Keyboard } from 'grammy';
import type { BotConfig } from '../context.ts';
import { botText, fill } from '../messages.uz.ts';
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

/** dd.MM and the weekday, e.g. "27.11 Pa". */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = botText.weekdays[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')} ${weekday}`;
}

const back = () => InlineKeyboard.text(botText.backButton, chatAction.back);

/** The provider's card: "Mini Appda ochish" beside "Shu yerda yozilish". */
export function providerCardKeyboard(settings: BotConfig, username: string): InlineKeyboard {
  return bookingButton(settings, username).text(botText.bookHereButton, chatAction.start(username));
}

export function servicesKeyboard(services: ChatService[]): InlineKeyboard {
  const rows = services.map((service) => [
    InlineKeyboard.text(service.price ? `${service.name} · ${service.price}` : service.name, chatAction.service(service.id)),
  ]);
  return InlineKeyboard.from([...rows, [back()]]);
}

/** The master step: "Farqi yo'q" first, then each master by name, then "Orqaga". */
export function mastersKeyboard(masters: ChatMaster[]): InlineKeyboard {
  const rows = [null, ...masters].map((master) => [
    InlineKeyboard.text(master ? master.name : botText.chatAnyMaster, chatAction.master(master?.id ?? null)),
  ]);
  return InlineKeyboard.from([...rows, [back()]]);
}

/** The line naming the master ("Stilist: Nilufar"); "Farqi yo'q" before the booking picked one. */
export function masterLine(master: ChatMaster | null): string {
  return fill(botText.chatMasterLine, {
    label: master?.title || botText.chatMasterLabel,
    name: master ? master.name : botText.chatAnyMaster,
  });
}

/** A reserve-fee service: the Mini App (or the web page) can take the payment, the chat cannot. */
export function prepaymentKeyboard(settings: BotConfig, username: string): InlineKeyboard {
  return bookingButton(settings, username).row().add(back());
}

/** Free days and, marked 🔔, full ones (their waitlist), in calendar order. */
export function daysKeyboard(days: ChatDays): InlineKeyboard {
  const full = new Set(days.full);
  return grid(
    [...days.free, ...days.full]
      .sort()
      .map((date) =>
        full.has(date)
          ? InlineKeyboard.text(`🔔 ${dayLabel(date)}`, chatAction.fullDay(date))
          : InlineKeyboard.text(dayLabel(date), chatAction.day(date)),
      ),
    3,
  );
}

export function waitlistKeyboard(): InlineKeyboard {
  return InlineKeyboard.from([[InlineKeyboard.text(botText.chatWaitlistButton, chatAction.joinWaitlist)], [back()]]);
}

export function timesKeyboard(times: string[]): InlineKeyboard {
  return grid(
    times.map((time) => InlineKeyboard.text(time, chatAction.time(time))),
    4,
  );
}

export function phoneKeyboard(saved: string | null): InlineKeyboard {
  const rows = saved ? [[InlineKeyboard.text(fill(botText.chatSavedPhoneButton, { phone: saved }), chatAction.savedPhone)]] : [];
  return InlineKeyboard.from([...rows, [back()]]);
}

/** The reply keyboard that shares the user's own contact (Telegram marks it as theirs). */
export function contactKeyboard(): Keyboard {
  return new Keyboard().requestContact(botText.chatContactButton).resized().oneTime();
}

export function confirmKeyboard(): InlineKeyboard {
  return InlineKeyboard.from([[InlineKeyboard.text(botText.chatConfirmButton, chatAction.confirm)], [back()]]);
}

function grid(buttons: ReturnType<typeof InlineKeyboard.text>[], width: number): InlineKeyboard {
  const rows: (typeof buttons)[] = [];
  for (let i = 0; i < buttons.length; i += width) rows.push(buttons.slice(i, i + width));
  return InlineKeyboard.from([...rows, [back()]]);
}
