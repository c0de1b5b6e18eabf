// What the notifications feature offers the other features: they import it from here, never from its files.
export { type CardPlace, ChatUnreachableError, type TelegramSender, TelegramRateLimitedError } from './channels.ts';
export { composeCard, miniAppUrlOf, newButtonKey } from './card-view.ts';
export { composeNotice } from './compose.ts';
export { createMailer, type Mailer } from './mailer.ts';
export { noticeTexts } from './messages.ts';
export { calendarStatus } from './calendar.ts';
export { businessContact, ORGANIZER_ADDRESS, placeText } from './place.ts';

export { type NotificationRow, toNotification } from './notification-data.ts';
export { bookingNotification, notificationSql } from './notification-data.queries.ts';
export { noticeToBoth, plannedJson, reminderRowsSql, scheduleReminders } from './reminders.queries.ts';
export { cardRefresh, eventNotices, type PlannedReminder, type ReminderKind, timedReminders } from './reminder-plan.ts';
