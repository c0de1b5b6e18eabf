import type { Translation } from './languages.ts';
import type { botText } from './messages.uz.ts';

/** The bot in Russian: the product's words from docs/glossary.md (запись, услуга, мастер, специалист, предоплата). */
export const botTextRu = {
  welcome:
    'Здравствуйте{name}! Это бот Qabul.\n\n' +
    'Сюда приходят подтверждения ваших записей и напоминания.\n' +
    '/bookings — мои предстоящие записи\n/today — записи на сегодня (для специалистов)\n/language — язык\n/help — помощь',
  help:
    '<b>Бот Qabul</b>\n\n' +
    '/book username — записаться к специалисту прямо здесь\n' +
    '/bookings — ваши предстоящие записи, с кнопкой отмены\n' +
    '/today — ваши записи на сегодня (если профиль подключён к боту)\n' +
    '/start — перезапустить бота\n' +
    '/paysupport — помощь по предоплате\n' +
    '/language — выбрать язык бота\n\n' +
    'В любом чате напишите @bot_nomi и имя специалиста — можно поделиться его страницей.\n' +
    'После записи на странице специалиста нажмите «Получить подтверждение в Telegram»: подтверждение и напоминания будут приходить сюда.\n' +
    'Специалисты принимают новые записи здесь через кнопку «Подключить Telegram» в профиле.',
  openBooking: 'Запись к <b>{provider}</b>: откройте Mini App или запишитесь прямо здесь.',
  openBookingButton: 'Открыть Mini App',
  bookHereButton: 'Записаться здесь',
  bookUsage: 'Укажите username специалиста, например: /book aziz_karimov',
  backButton: '⬅️ Назад',
  chatPickService: '<b>{provider}</b>\n\nВыберите услугу:',
  chatNoServices: '<b>{provider}</b> пока не добавил услуг для онлайн-записи.',
  chatPrepayment:
    'Для услуги <b>{service}</b> нужна предоплата. В чате мы не можем принять оплату: запишитесь с оплатой в Mini App или на странице.',
  chatPickMaster: '<b>{service}</b>\n\nВыберите мастера:',
  chatAnyMaster: 'Любой мастер',
  chatMasterLine: '{label}: {name}',
  chatMasterLabel: 'Мастер',
  chatPickDay: '<b>{service}</b>\n\nВыберите день:',
  chatNoDays: '<b>{service}</b>\n\nВ ближайшие 14 дней свободного времени нет. Выберите другую услугу или попробуйте позже.',
  chatPickTime: '<b>{service}</b>, {day}\n\nВыберите время:',
  chatSlotTaken: 'Это время уже заняли. Выберите другое.',
  chatDayFull: 'На этот день свободного времени не осталось. Выберите другой день.',
  chatAskPhone:
    '<b>{service}</b>, {day} {time}\n\nВаш номер телефона: нажмите кнопку «Отправить номер» внизу или напишите номер (например, +998 90 123 45 67).',
  chatContactButton: '📱 Отправить номер',
  chatContactHint: 'Отправьте или напишите свой номер.',
  chatSavedPhoneButton: '📱 {phone}',
  chatBadPhone: 'Это не похоже на номер телефона. Например: +998 90 123 45 67',
  chatPhoneTaken: 'Номер: {phone}',
  chatConfirm: '<b>Проверьте:</b>\n{provider}\n{service}\n{day}, {time}\nИмя: {name}\nТелефон: {phone}\n\nВсё верно?',
  chatConfirmButton: '✅ Подтвердить',
  chatBooked: '✅ Вы записаны: {service}, {day} {time}.\nНомер подтверждения: <b>{number}</b>. Подробное сообщение придёт сюда.',
  chatRefused: '{message}',
  chatStopped: 'Запись прервана.',
  contactSaved: 'Ваш номер сохранён: {phone}. Больше спрашивать его не будем.',
  contactNotYours: 'Это не ваш контакт: как подтверждённый номер можно отправить только свой собственный.',
  contactNotYoursInBooking:
    'Это не ваш контакт, поэтому как подтверждённый номер он не сохранён. Для записи мы взяли его как обычный номер.',
  contactNotPhone: 'В этом контакте не удалось прочитать номер телефона.',
  providerNotFound: 'Такой специалист не найден. Проверьте ссылку.',
  badLink: 'Ссылка неверна или устарела.',
  bookingNotFound: 'Запись не найдена или ссылка устарела. Проверьте её по номеру подтверждения на странице специалиста.',
  providerLinked:
    'Готово, {name}! Ваш профиль подключён к боту.\nНовые записи будут приходить сюда, подтверждать их можно прямо здесь. /today — записи на сегодня.',
  providerLinkInvalid: 'Ссылка для подключения неверна или уже использована. Получите новую на странице профиля.',
  noUpcoming: 'У вас нет предстоящих записей.',
  upcomingTitle: '<b>Ваши предстоящие записи</b>',
  bookingLine: '{when} — {service}\n{provider} · {status}',
  cancelButton: 'Отменить: {when}',
  cancelAsk: '<b>Отменить запись?</b>\n{when} — {service}\n{provider}',
  cancelYes: 'Да, отменить',
  cancelNo: 'Нет',
  cancelKept: 'Запись сохранена.',
  cancelledByClient: '❌ Запись отменена.\n{when} — {service}\n{provider}',
  notLinkedProvider: 'Эта команда для специалистов. Чтобы подключить профиль, нажмите «Подключить Telegram» на странице профиля на сайте.',
  todayTitle: '<b>Записи на сегодня ({date})</b>',
  todayEmpty: 'Сегодня ({date}) записей нет.',
  todayLine: '{time} — {client}, {phone}\n{service} · {status}',
  confirmButton: 'Подтвердить',
  rejectButton: 'Отменить',
  decidedConfirmed: '✅ Подтверждено',
  decidedCancelled: '❌ Отменено',
  notYours: 'У вас нет прав изменять эту запись.',
  unknownAction: 'Эта кнопка больше не работает.',
  card: {
    comeButton: 'Приду',
    rescheduleButton: 'Перенести',
    cancelButton: 'Отменить',
    againButton: 'Записаться снова',
    comeThanks: 'Спасибо! Мы сообщили специалисту, что вы придёте.',
    notForYou: 'Эта кнопка не для вас',
    cancelAsk: 'Точно отменить?',
    cancelYes: 'Да',
    cancelNo: 'Нет',
    cancelDone: '❌ Запись отменена.',
  },
  inlineCard: '<b>{provider}</b>\n{services}\n\nОнлайн-запись через Qabul.',
  inlineOpenButton: 'Открыть страницу',
  clientMenuButton: 'Записаться',
  providerMenuButton: 'Кабинет',
  paySupport:
    '<b>Помощь по предоплате</b>\n\n' +
    'Предоплата поступает специалисту, к которому вы записались. При отмене записи она не возвращается автоматически: ' +
    'о возврате или переносе на другое время договоритесь с самим специалистом (его контакты — в сообщении с подтверждением и на его странице). ' +
    'Возвращённые деньги приходят через платёжную систему (Payme или Click) на карту, с которой вы платили.\n\n' +
    'Если оплата прошла, а запись не подтвердилась (время брони истекло), деньги списались дважды или оплата не прошла, ' +
    'отправьте чек и номер подтверждения через эту страницу — мы вернём деньги через платёжную систему: {helpUrl}\n\n' +
    'Поддержка Telegram не может помочь с платежами, сделанными через этого бота. ' +
    'Тарифы Qabul в Telegram не продаются: только на сайте.',
  failed: 'Произошла ошибка. Попробуйте ещё раз чуть позже.',
  preCheckoutFailed: 'Сейчас не удалось проверить оплату. Попробуйте ещё раз чуть позже.',
  noShowButton: 'Не пришёл',
  decidedNoShow: '🚫 Отмечено: «Не пришёл»',
  reviewThanks: 'Спасибо! Ваша оценка: {stars}',
  reviewAskComment: 'Если хотите, напишите пару слов о визите — отзыв появится рядом с вашей оценкой.',
  reviewCommentSaved: 'Спасибо, ваш отзыв сохранён.',
  commands: {
    bookings: 'Мои предстоящие записи',
    book: 'Записаться здесь: /book <username>',
    today: 'Записи на сегодня (специалист)',
    paysupport: 'Помощь по оплате',
    language: 'Выбрать язык',
    help: 'Помощь',
  },
  name: 'Qabul',
  description:
    'Qabul — онлайн-запись к специалистам. Сюда приходят подтверждения ваших записей и напоминания, ' +
    'а записаться можно прямо в этом чате.',
  shortDescription: 'Онлайн-запись к специалистам: подтверждения и напоминания в Telegram.',
  languageAsk: 'Выберите язык:',
  languageChosen: 'Теперь бот будет общаться с вами на русском языке.',
} satisfies Translation<typeof botText>;
