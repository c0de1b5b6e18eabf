/**
 * The Bot API's published schema for every method the product calls, as data: which parameters each method takes,
 * which are required, their types and lengths, and the rules of the HTML parse mode. The fake Bot API checks every
 * call against it and refuses what Telegram refuses (or would show wrong), so an invalid call fails a test rather
 * than a real chat.
 *
 * Source: the Bot API reference (core.telegram.org/bots/api, Bot API 9.x), as transcribed in @grammyjs/types
 * (methods.d.ts, markup.d.ts, inline.d.ts, settings.d.ts); lengths as the reference states them ("1-4096 characters
 * after entities parsing", "1-64 bytes"). Characters are counted as UTF-16 code units, as Telegram counts entity
 * offsets: never fewer than the characters a person counts.
 */
import { INVOICE_AMOUNT_LIMITS } from '../../../src/features/payments/telegram/invoice-limits.ts';

/** A value's type: a small language for the reference's types. `check` returns what is wrong, or null. */
type Check = (value: unknown, path: string) => string | null;

interface Param {
  type: Check;
  required?: boolean;
}

type Params = Record<string, Param>;

const required = (type: Check): Param => ({ type, required: true });
const optional = (type: Check): Param => ({ type });

// --- Strings ------------------------------------------------------------------------------------------------

/** Escaped HTML that a reader would see as it is: the text was escaped for a parse mode it is not sent with. */
const ESCAPED = /&(amp|lt|gt|quot|#39|#x27);/;

interface StringRule {
  min?: number;
  max?: number;
  /** Length in UTF-8 bytes rather than characters (callback data, invoice payloads, result ids). */
  bytes?: boolean;
  pattern?: RegExp;
  oneOf?: readonly string[];
  /** Shown to a person as it is (no parse mode): escaped HTML in it is a bug. */
  plain?: boolean;
}

const length = (text: string, bytes?: boolean) => (bytes ? Buffer.byteLength(text, 'utf8') : text.length);

function string(rule: StringRule = {}): Check {
  return (value, path) => {
    if (typeof value !== 'string') return `${path} must be a String`;
    const size = length(value, rule.bytes);
    const unit = rule.bytes ? 'bytes' : 'characters';
    if (rule.min !== undefined && size < rule.min) return `${path} must be at least ${rule.min} ${unit} long (${size})`;
    if (rule.max !== undefined && size > rule.max) return `${path} must be at most ${rule.max} ${unit} long (${size})`;
    if (rule.pattern && !rule.pattern.test(value)) return `${path} has a wrong format: ${JSON.stringify(value.slice(0, 80))}`;
    if (rule.oneOf && !rule.oneOf.includes(value)) return `${path} must be one of ${rule.oneOf.join(', ')}`;
    if (rule.plain && ESCAPED.test(value))
      return `${path} is shown as plain text but holds escaped HTML (${value.match(ESCAPED)?.[0]}): send it with parse_mode HTML or unescaped`;
    return null;
  };
}

/** A person's text with no parse mode: buttons, alerts, titles. */
const plain = (min: number, max: number) => string({ min, max, plain: true });

const integer =
  (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Check =>
  (value, path) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? null : `${path} must be an Integer in ${min}..${max}`;

const boolean: Check = (value, path) => (typeof value === 'boolean' ? null : `${path} must be a Boolean`);

const literal =
  (expected: unknown): Check =>
  (value, path) =>
    value === expected ? null : `${path} must be ${JSON.stringify(expected)}`;

/** A chat: its integer id, the id as a string, or a channel's `@username`. */
const chatId: Check = (value, path) =>
  Number.isInteger(value) || (typeof value === 'string' && /^(-?\d{1,20}|@\w{4,32})$/.test(value))
    ? null
    : `${path} must be an Integer or a @username`;

/** An HTTP(S) link a button or a web app may open. */
const url = (schemes: RegExp = /^https?:\/\//): Check => string({ min: 1, max: 2048, pattern: new RegExp(`${schemes.source}[^\\s]+$`) });

function arrayOf(item: Check, min = 0, max = Number.POSITIVE_INFINITY): Check {
  return (value, path) => {
    if (!Array.isArray(value)) return `${path} must be an Array`;
    if (value.length < min || value.length > max) return `${path} must hold ${min}..${max} items (${value.length})`;
    for (const [index, element] of value.entries()) {
      const wrong = item(element, `${path}[${index}]`);
      if (wrong) return wrong;
    }
    return null;
  };
}

/** An object with exactly these fields: a required one missing or one the reference does not name is refused. */
function object(fields: Params): Check {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${path} must be an Object`;
    return checkFields(value as Record<string, unknown>, fields, path);
  };
}

function checkFields(value: Record<string, unknown>, fields: Params, path: string): string | null {
  for (const [name, field] of Object.entries(value)) {
    const spec = fields[name];
    if (!spec) return `${path ? `${path}.` : ''}${name} is not a parameter of this ${path ? 'object' : 'method'}`;
    if (field === undefined || field === null) continue;
    const wrong = spec.type(field, path ? `${path}.${name}` : name);
    if (wrong) return wrong;
  }
  for (const [name, spec] of Object.entries(fields))
    if (spec.required && (value[name] === undefined || value[name] === null)) return `${path ? `${path}.` : ''}${name} is required`;
  return null;
}

/** One of several object shapes, told apart by a field only that shape has. */
function oneOf(shapes: Array<{ when: string; check: Check }>, what: string): Check {
  return (value, path) => {
    if (typeof value !== 'object' || value === null) return `${path} must be an Object`;
    const shape = shapes.find((s) => s.when in (value as object));
    return shape ? shape.check(value, path) : `${path} is no ${what}`;
  };
}

// --- Markup -------------------------------------------------------------------------------------------------

/**
 * A Web App's address: Telegram opens only https; the tests serve the app on http://localhost (production's
 * PUBLIC_URL is checked to be https at start).
 */
const webAppInfo = object({ url: required(url(/^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/)/)) });

const BUTTON_TEXT = plain(1, 64);
const BUTTON_COMMON: Params = {
  text: required(BUTTON_TEXT),
  icon_custom_emoji_id: optional(string()),
  style: optional(string({ oneOf: ['danger', 'success', 'primary'] })),
};
const INLINE_ACTIONS = [
  'url',
  'callback_data',
  'web_app',
  'login_url',
  'switch_inline_query',
  'switch_inline_query_current_chat',
  'switch_inline_query_chosen_chat',
  'copy_text',
  'callback_game',
  'pay',
  'disabled',
];
const inlineButtonFields: Params = {
  ...BUTTON_COMMON,
  url: optional(url(/^(https?|tg):\/\//)),
  callback_data: optional(string({ min: 1, max: 64, bytes: true })),
  web_app: optional(webAppInfo),
  login_url: optional(
    object({
      url: required(url()),
      forward_text: optional(string()),
      bot_username: optional(string()),
      request_write_access: optional(boolean),
    }),
  ),
  switch_inline_query: optional(string({ max: 256 })),
  switch_inline_query_current_chat: optional(string({ max: 256 })),
  switch_inline_query_chosen_chat: optional(
    object({
      query: optional(string({ max: 256 })),
      allow_user_chats: optional(boolean),
      allow_bot_chats: optional(boolean),
      allow_group_chats: optional(boolean),
      allow_channel_chats: optional(boolean),
    }),
  ),
  copy_text: optional(object({ text: required(string({ min: 1, max: 256 })) })),
  pay: optional(boolean),
  disabled: optional(object({})),
};

/** An inline button: its label and exactly one action. */
const inlineButton: Check = (value, path) => {
  const wrong = object(inlineButtonFields)(value, path);
  if (wrong) return wrong;
  const actions = INLINE_ACTIONS.filter((name) => name in (value as object));
  return actions.length === 1
    ? null
    : `${path} must have exactly one of ${INLINE_ACTIONS.join(', ')} (has ${actions.join(', ') || 'none'})`;
};

/** Rows of at most 8 buttons, at most 100 buttons in all; Telegram drops an empty row (grammY's `row()` at the end leaves one). */
const inlineKeyboard: Check = (value, path) => {
  const wrong = object({ inline_keyboard: required(arrayOf(arrayOf(inlineButton, 0, 8), 0, 100)) })(value, path);
  if (wrong) return wrong;
  const buttons = (value as { inline_keyboard: unknown[][] }).inline_keyboard.flat().length;
  return buttons > 100 ? `${path}.inline_keyboard holds ${buttons} buttons, at most 100` : null;
};

const keyboardButton: Check = (value, path) =>
  typeof value === 'string'
    ? BUTTON_TEXT(value, path)
    : object({
        ...BUTTON_COMMON,
        request_contact: optional(boolean),
        request_location: optional(boolean),
        request_poll: optional(object({ type: optional(string({ oneOf: ['quiz', 'regular'] })) })),
        web_app: optional(webAppInfo),
      })(value, path);

const replyMarkup = oneOf(
  [
    { when: 'inline_keyboard', check: inlineKeyboard },
    {
      when: 'keyboard',
      check: object({
        keyboard: required(arrayOf(arrayOf(keyboardButton, 1, 12), 1, 300)),
        is_persistent: optional(boolean),
        resize_keyboard: optional(boolean),
        one_time_keyboard: optional(boolean),
        input_field_placeholder: optional(plain(1, 64)),
        selective: optional(boolean),
      }),
    },
    { when: 'remove_keyboard', check: object({ remove_keyboard: required(literal(true)), selective: optional(boolean) }) },
    {
      when: 'force_reply',
      check: object({
        force_reply: required(literal(true)),
        input_field_placeholder: optional(plain(1, 64)),
        selective: optional(boolean),
      }),
    },
  ],
  'InlineKeyboardMarkup, ReplyKeyboardMarkup, ReplyKeyboardRemove or ForceReply',
);

const linkPreviewOptions = object({
  is_disabled: optional(boolean),
  url: optional(url()),
  prefer_small_media: optional(boolean),
  prefer_large_media: optional(boolean),
  show_above_text: optional(boolean),
});

const replyParameters = object({
  message_id: required(integer(1)),
  chat_id: optional(chatId),
  allow_sending_without_reply: optional(boolean),
  quote: optional(string({ max: 1024 })),
  quote_parse_mode: optional(string({ oneOf: ['HTML', 'MarkdownV2', 'Markdown'] })),
  quote_position: optional(integer(0)),
});

const PARSE_MODE = optional(string({ oneOf: ['HTML', 'MarkdownV2', 'Markdown'] }));
const ENTITIES = optional(
  arrayOf(object({ type: required(string()), offset: required(integer(0)), length: required(integer(1)) }), 0, 100),
);

// --- Payments, inline mode, the bot's profile ---------------------------------------------------------------

const labeledPrice = object({ label: required(plain(1, 64)), amount: required(integer()) });

const inputTextMessageContent = object({
  message_text: required(string({ min: 1 })),
  parse_mode: PARSE_MODE,
  entities: ENTITIES,
  link_preview_options: optional(linkPreviewOptions),
});

const inlineQueryResultArticle = object({
  type: required(literal('article')),
  id: required(string({ min: 1, max: 64, bytes: true })),
  title: required(plain(1, 256)),
  input_message_content: required(inputTextMessageContent),
  reply_markup: optional(inlineKeyboard),
  url: optional(url()),
  description: optional(plain(0, 512)),
  thumbnail_url: optional(url()),
  thumbnail_width: optional(integer(1)),
  thumbnail_height: optional(integer(1)),
});
const inlineQueryResult = oneOf(
  [{ when: 'type', check: inlineQueryResultArticle }],
  'InlineQueryResultArticle (the only kind the bot answers)',
);

const menuButton = oneOf(
  [
    {
      when: 'type',
      check: (value, path) => {
        const type = (value as { type?: unknown }).type;
        if (type === 'web_app')
          return object({ type: required(literal('web_app')), text: required(plain(1, 64)), web_app: required(webAppInfo) })(value, path);
        if (type === 'commands' || type === 'default') return object({ type: required(literal(type)) })(value, path);
        return `${path}.type must be web_app, commands or default`;
      },
    },
  ],
  'MenuButton',
);

const botCommandScope = object({
  type: required(
    string({
      oneOf: ['default', 'all_private_chats', 'all_group_chats', 'all_chat_administrators', 'chat', 'chat_administrators', 'chat_member'],
    }),
  ),
  chat_id: optional(chatId),
  user_id: optional(integer(1)),
});

const LANGUAGE_CODE = optional(string({ pattern: /^([a-z]{2})?$/ }));

const UPDATE_TYPES = [
  'message',
  'edited_message',
  'channel_post',
  'edited_channel_post',
  'business_connection',
  'business_message',
  'edited_business_message',
  'deleted_business_messages',
  'message_reaction',
  'message_reaction_count',
  'inline_query',
  'chosen_inline_result',
  'callback_query',
  'shipping_query',
  'pre_checkout_query',
  'purchased_paid_media',
  'poll',
  'poll_answer',
  'my_chat_member',
  'chat_member',
  'chat_join_request',
  'chat_boost',
  'removed_chat_boost',
];
const allowedUpdates = optional(arrayOf(string({ oneOf: UPDATE_TYPES })));

// --- Methods ------------------------------------------------------------------------------------------------

/** The text of a message: 1-4096 characters once the parse mode's markup is read (checked with the parse rules). */
const MESSAGE_TEXT = required(string({ min: 1 }));

/** Every method the product calls, with its parameters. A method not here does not exist for the fake. */
export const BOT_API_METHODS: Record<string, Params> = {
  getMe: {},
  logOut: {},
  close: {},
  getUpdates: {
    offset: optional(integer()),
    limit: optional(integer(1, 100)),
    timeout: optional(integer(0)),
    allowed_updates: allowedUpdates,
  },
  setWebhook: {
    url: required(string({ max: 2048 })),
    ip_address: optional(string()),
    max_connections: optional(integer(1, 100)),
    allowed_updates: allowedUpdates,
    drop_pending_updates: optional(boolean),
    secret_token: optional(string({ min: 1, max: 256, pattern: /^[A-Za-z0-9_-]+$/ })),
  },
  deleteWebhook: { drop_pending_updates: optional(boolean) },
  getWebhookInfo: {},
  sendMessage: {
    business_connection_id: optional(string()),
    chat_id: required(chatId),
    message_thread_id: optional(integer()),
    text: MESSAGE_TEXT,
    parse_mode: PARSE_MODE,
    entities: ENTITIES,
    link_preview_options: optional(linkPreviewOptions),
    disable_notification: optional(boolean),
    protect_content: optional(boolean),
    allow_paid_broadcast: optional(boolean),
    message_effect_id: optional(string()),
    reply_parameters: optional(replyParameters),
    reply_markup: optional(replyMarkup),
  },
  editMessageText: {
    business_connection_id: optional(string()),
    chat_id: optional(chatId),
    message_id: optional(integer(1)),
    inline_message_id: optional(string()),
    text: MESSAGE_TEXT,
    parse_mode: PARSE_MODE,
    entities: ENTITIES,
    link_preview_options: optional(linkPreviewOptions),
    reply_markup: optional(inlineKeyboard),
  },
  editMessageReplyMarkup: {
    business_connection_id: optional(string()),
    chat_id: optional(chatId),
    message_id: optional(integer(1)),
    inline_message_id: optional(string()),
    reply_markup: optional(inlineKeyboard),
  },
  deleteMessage: { chat_id: required(chatId), message_id: required(integer(1)) },
  pinChatMessage: {
    business_connection_id: optional(string()),
    chat_id: required(chatId),
    message_id: required(integer(1)),
    disable_notification: optional(boolean),
  },
  unpinChatMessage: { business_connection_id: optional(string()), chat_id: required(chatId), message_id: optional(integer(1)) },
  answerCallbackQuery: {
    callback_query_id: required(string({ min: 1 })),
    text: optional(plain(0, 200)),
    show_alert: optional(boolean),
    url: optional(url(/^(https?|tg):\/\//)),
    cache_time: optional(integer(0)),
  },
  answerInlineQuery: {
    inline_query_id: required(string({ min: 1 })),
    results: required(arrayOf(inlineQueryResult, 0, 50)),
    cache_time: optional(integer(0)),
    is_personal: optional(boolean),
    next_offset: optional(string({ max: 64, bytes: true })),
    button: optional(
      object({
        text: required(plain(1, 64)),
        web_app: optional(webAppInfo),
        start_parameter: optional(string({ min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/ })),
      }),
    ),
  },
  savePreparedInlineMessage: {
    user_id: required(integer(1)),
    result: required(inlineQueryResult),
    allow_user_chats: optional(boolean),
    allow_bot_chats: optional(boolean),
    allow_group_chats: optional(boolean),
    allow_channel_chats: optional(boolean),
  },
  createInvoiceLink: {
    business_connection_id: optional(string()),
    title: required(plain(1, 32)),
    description: required(plain(1, 255)),
    payload: required(string({ min: 1, max: 128, bytes: true })),
    provider_token: optional(string()),
    currency: required(string({ pattern: /^[A-Z]{3}$/ })),
    prices: required(arrayOf(labeledPrice, 1, 10)),
    subscription_period: optional(integer(1)),
    max_tip_amount: optional(integer(0)),
    suggested_tip_amounts: optional(arrayOf(integer(1), 0, 4)),
    provider_data: optional(string()),
    photo_url: optional(url()),
    photo_size: optional(integer(1)),
    photo_width: optional(integer(1)),
    photo_height: optional(integer(1)),
    need_name: optional(boolean),
    need_phone_number: optional(boolean),
    need_email: optional(boolean),
    need_shipping_address: optional(boolean),
    send_phone_number_to_provider: optional(boolean),
    send_email_to_provider: optional(boolean),
    is_flexible: optional(boolean),
  },
  answerPreCheckoutQuery: {
    pre_checkout_query_id: required(string({ min: 1 })),
    ok: required(boolean),
    error_message: optional(plain(1, 255)),
  },
  setChatMenuButton: { chat_id: optional(integer()), menu_button: optional(menuButton) },
  setMyCommands: {
    commands: required(
      arrayOf(object({ command: required(string({ pattern: /^[a-z0-9_]{1,32}$/ })), description: required(plain(1, 256)) }), 0, 100),
    ),
    scope: optional(botCommandScope),
    language_code: LANGUAGE_CODE,
  },
  deleteMyCommands: { scope: optional(botCommandScope), language_code: LANGUAGE_CODE },
  setMyName: { name: optional(plain(0, 64)), language_code: LANGUAGE_CODE },
  setMyDescription: { description: optional(plain(0, 512)), language_code: LANGUAGE_CODE },
  setMyShortDescription: { short_description: optional(plain(0, 120)), language_code: LANGUAGE_CODE },
  getMyName: { language_code: LANGUAGE_CODE },
  getMyDescription: { language_code: LANGUAGE_CODE },
  getMyShortDescription: { language_code: LANGUAGE_CODE },
};

// --- HTML parse mode ----------------------------------------------------------------------------------------

/** The tags Telegram's HTML parse mode knows, with the attributes each may carry. */
const HTML_TAGS: Record<string, readonly string[]> = {
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  ins: [],
  s: [],
  strike: [],
  del: [],
  span: ['class'],
  'tg-spoiler': [],
  a: ['href'],
  'tg-emoji': ['emoji-id'],
  code: ['class'],
  pre: [],
  blockquote: ['expandable'],
};
/** The only named entities Telegram reads; numeric ones are all read. */
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };

/**
 * The text a reader sees once Telegram has read the HTML markup, or what Telegram refuses in it, in its own words:
 * a tag it does not know, an attribute it does not take, an element closed out of order or left open, an entity it
 * does not know, and a bare `<` or `&` (the reference: "All <, > and & symbols that are not a part of a tag or an
 * HTML entity must be replaced with the corresponding HTML entities").
 */
export function readHtml(text: string): { visible: string } | { refused: string } {
  const open: string[] = [];
  let visible = '';
  const at = (index: number) => Buffer.byteLength(text.slice(0, index), 'utf8');
  for (let index = 0; index < text.length; ) {
    const char = text[index]!;
    if (char === '<') {
      const tag = /^<(\/?)([a-zA-Z][\w-]*)((?:\s+[a-zA-Z-]+(?:="[^"<>]*")?)*)\s*>/.exec(text.slice(index, index + 512));
      if (!tag) return { refused: `Bad Request: can't parse entities: Unsupported start tag at byte offset ${at(index)}` };
      const [whole, closing, rawName, attributes] = tag as unknown as [string, string, string, string];
      const name = rawName.toLowerCase();
      const allowed = HTML_TAGS[name];
      if (!allowed) return { refused: `Bad Request: can't parse entities: Unsupported start tag "${name}" at byte offset ${at(index)}` };
      if (closing) {
        if (attributes.trim()) return { refused: `Bad Request: can't parse entities: Unexpected end tag at byte offset ${at(index)}` };
        if (open.pop() !== name)
          return { refused: `Bad Request: can't parse entities: Can't find end tag corresponding to start tag "${name}"` };
      } else {
        for (const attribute of attributes.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
          if (!allowed.includes(attribute[1]!.toLowerCase()))
            return { refused: `Bad Request: can't parse entities: Unsupported attribute "${attribute[1]}" at byte offset ${at(index)}` };
        }
        if (name === 'a' && !/\bhref="[^"]+"/.test(attributes))
          return { refused: `Bad Request: can't parse entities: link without href at byte offset ${at(index)}` };
        open.push(name);
      }
      index += whole.length;
      continue;
    }
    if (char === '&') {
      const entity = /^&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]+);/.exec(text.slice(index, index + 16));
      if (!entity) return { refused: `Bad Request: can't parse entities: a bare "&" at byte offset ${at(index)} must be written &amp;` };
      const name = entity[1]!;
      if (name.startsWith('#')) {
        const code = Number.parseInt(name.replace(/^#x?/i, ''), /^#x/i.test(name) ? 16 : 10);
        if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
          return { refused: `Bad Request: can't parse entities: invalid character reference at byte offset ${at(index)}` };
        visible += String.fromCodePoint(code);
      } else {
        const named = NAMED_ENTITIES[name.toLowerCase()];
        if (named === undefined)
          return { refused: `Bad Request: can't parse entities: Unsupported HTML entity "&${name};" at byte offset ${at(index)}` };
        visible += named;
      }
      index += entity[0].length;
      continue;
    }
    if (char === '>') return { refused: `Bad Request: can't parse entities: a bare ">" at byte offset ${at(index)} must be written &gt;` };
    visible += char;
    index += 1;
  }
  if (open.length > 0)
    return { refused: `Bad Request: can't parse entities: Can't find end tag corresponding to start tag "${open.at(-1)}"` };
  return { visible };
}

/** A message text as the reader sees it, checked by its parse mode: 1-4096 characters, escaped HTML only where it is read. */
function checkMessageText(text: string, parseMode: unknown, path: string, method: string): string | null {
  let visible = text;
  if (parseMode === 'HTML') {
    const read = readHtml(text);
    if ('refused' in read) return read.refused;
    visible = read.visible;
  } else if (parseMode === undefined) {
    const escaped = text.match(ESCAPED);
    if (escaped)
      return `Bad Request: ${path} is sent without parse_mode but holds escaped HTML (${escaped[0]}): the reader would see it as it is`;
  }
  if (visible.trim().length === 0) return 'Bad Request: message text is empty';
  if (visible.length > 4096) return method === 'editMessageText' ? 'Bad Request: MESSAGE_TOO_LONG' : 'Bad Request: message is too long';
  return null;
}

/** A string that is not valid UTF-16 (half a surrogate pair) cannot be sent as UTF-8: Telegram refuses the request. */
function loneSurrogate(value: unknown, path: string): string | null {
  if (typeof value === 'string') {
    return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)
      ? `Bad Request: strings must be encoded in UTF-8 (${path} holds half of a surrogate pair)`
      : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const wrong = loneSurrogate(item, `${path}[${index}]`);
      if (wrong) return wrong;
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const wrong = loneSurrogate(key, path) ?? loneSurrogate(item, path ? `${path}.${key}` : key);
      if (wrong) return wrong;
    }
  }
  return null;
}

/**
 * What Telegram answers a call with, when it refuses it: the method unknown, a parameter missing, unknown, of the
 * wrong type or length, markup it cannot parse, text escaped for a parse mode it is not sent with, or a string
 * that is not valid UTF-8. Null for a call the schema takes.
 */
export function refusalOf(method: string, payload: Record<string, unknown>): { code: number; description: string } | null {
  const params = BOT_API_METHODS[method];
  if (!params) return { code: 404, description: `Not Found: method ${method} is not in the schema of the methods the product calls` };
  const bad = (description: string) => ({ code: 400, description });
  const encoding = loneSurrogate(payload, '');
  if (encoding) return bad(encoding);
  const wrong = checkFields(payload, params, '');
  if (wrong) return bad(`Bad Request: ${wrong}`);
  if ((method === 'editMessageText' || method === 'editMessageReplyMarkup') && !payload.inline_message_id) {
    if (payload.chat_id === undefined || payload.message_id === undefined) return bad('Bad Request: chat_id and message_id are required');
  }
  if (method === 'sendMessage' || method === 'editMessageText') {
    const text = checkMessageText(String(payload.text), payload.parse_mode, 'text', method);
    if (text) return bad(text);
  }
  for (const result of method === 'answerInlineQuery'
    ? (payload.results as unknown[])
    : method === 'savePreparedInlineMessage'
      ? [payload.result]
      : []) {
    const content = (result as { input_message_content: { message_text: string; parse_mode?: unknown } }).input_message_content;
    const text = checkMessageText(content.message_text, content.parse_mode, 'input_message_content.message_text', method);
    if (text) return bad(text);
  }
  if (method === 'answerPreCheckoutQuery' && payload.ok === false && !payload.error_message)
    return bad('Bad Request: error_message is required when ok is False');
  if (method === 'createInvoiceLink') {
    // Telegram's currencies list (the product's one table of it): the total within the currency's min and max.
    const limits = INVOICE_AMOUNT_LIMITS[String(payload.currency)];
    if (!limits) return bad('Bad Request: CURRENCY_INVALID');
    const total = (payload.prices as Array<{ amount: number }>).reduce((sum, price) => sum + price.amount, 0);
    if (total < limits.min || total > limits.max) return bad('Bad Request: CURRENCY_TOTAL_AMOUNT_INVALID');
  }
  return null;
}
