// What the auth feature offers the other features: they import it from here, never from its files.
export { presentAccount } from './auth.presenter.ts';
export { CredentialsInput, PasswordChange, ProfileUpdate, TelegramLogin } from './auth.schema.ts';
export { emailTaken, findUserByEmail } from './email-lookup.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { startSession } from './start-session.ts';
export { deriveUsername } from './username.ts';
export { askToAddEmail, emailChanged, isEmailProven, takeOverUnprovenAccount } from './email-verification.ts';
export { endSessionsOf } from './sessions.queries.ts';
export { identityMessages } from './messages.ts';
export { identityText } from './messages.uz.ts';
export { accountOfTelegramUser, linkTelegram, unlinkTelegram, verifiedTelegramLogin } from './telegram-sign-in.ts';
export { presentUser } from './auth.presenter.ts';
