import { BusinessProfileSchema, type Orm, UserSchema } from '@qabul/db';
import { formatMessage } from '../../contracts/i18n/format.ts';
import type { Language } from '../../contracts/i18n/languages.ts';
import { mailHtml } from '../../lib/mail-html.ts';
import { storedLanguage } from '../../lib/i18n/stored-language.ts';
import { businessDisplayName, fullName } from '../../contracts/display-name.ts';
import type { JobHandler } from '../../lib/durable/job-queue.ts';
import type { Mailer } from '../notifications/index.ts';
import { issueInvitation, STAFF_INVITE_JOB, staffMessages } from '../staff/index.ts';
import { issueVerification, TAKEOVER_NOTICE_JOB, VERIFY_EMAIL_JOB } from './email-verification.ts';
import { identityMessages } from './messages.ts';
import { issuePasswordReset, PASSWORD_RESET_JOB } from './password-reset.ts';

/** Where the e-mail's link opens: a page that asks for a click, so a mail scanner fetching it proves nothing. */
const verifyPagePath = '/auth/verify-email';
/** Where a reset link opens: a page that asks for the new password and posts it with the token. */
const resetPagePath = '/auth/reset-password';
/** Where a master's invitation opens: sign in or register there, then accept. */
const invitePagePath = '/auth/staff-invite';

/** Each identity e-mail is written in its reader's language (their account's; a master without one: the owner's). */
function paragraphs(language: Language, lines: string[], link?: { href: string; label: string }) {
  const t = identityMessages[language];
  const html = mailHtml({ lang: language, from: 'Qabul', paragraphs: lines, actions: link ? [link] : [], footer: t.footer });
  const text = [...lines, ...(link ? [`${link.label}: ${link.href}`] : []), t.footer].join('\n\n');
  return { html, text };
}

/** The identity e-mails as outbox jobs: the verification link (made as it leaves) and the takeover notice. */
export function identityMailHandlers(orm: Orm, mailer: Mailer, publicUrl: string): Record<string, JobHandler> {
  return {
    [VERIFY_EMAIL_JOB]: async (job, now) => {
      const { userId, email } = job.payload as { userId: string; email: string };
      const issued = await issueVerification(orm.em.fork(), userId, email, now);
      if (!issued) return undefined;
      const language = storedLanguage(issued.user.language);
      const m = identityMessages[language].verifyMail;
      const link = `${publicUrl}${verifyPagePath}?token=${issued.token}`;
      // A person who gave no name is greeted by the address the link goes to, not by a username they never chose.
      const name = fullName(issued.user) || email;
      const greeting = formatMessage(language, m.greeting, { name });
      const body = paragraphs(language, [greeting, m.body, m.validity, m.notYou], { href: link, label: m.button });
      await mailer.send({ to: email, subject: m.subject, ...body, calendar: null });
      return undefined;
    },
    [STAFF_INVITE_JOB]: async (job, now) => {
      const { staffId } = job.payload as { staffId: string };
      const em = orm.em.fork();
      const issued = await issueInvitation(em, staffId, now);
      if (!issued?.master.email) return undefined;
      const owner = await em.findOne(UserSchema, { id: issued.master.userId });
      // The business as its masters know it: its own name, else its owner's.
      const business = owner ? businessDisplayName(await em.findOne(BusinessProfileSchema, { userId: owner.id }), owner) : '';
      // The master has no account of their own yet: the invitation speaks the owner's language.
      const language = storedLanguage(owner?.language);
      const m = staffMessages[language].inviteMail;
      const link = `${publicUrl}${invitePagePath}?token=${issued.token}`;
      const lines = [
        formatMessage(language, m.greeting, { name: issued.master.name }),
        formatMessage(language, m.body, { business }),
        m.next,
        m.validity,
      ];
      const body = paragraphs(language, lines, { href: link, label: m.button });
      const subject = formatMessage(language, m.subject, { business });
      await mailer.send({ to: issued.master.email, subject, ...body, calendar: null });
      return undefined;
    },
    [PASSWORD_RESET_JOB]: async (job, now) => {
      const { userId, email } = job.payload as { userId: string; email: string };
      const issued = await issuePasswordReset(orm.em.fork(), userId, email, now);
      if (!issued) return undefined;
      const language = storedLanguage(issued.user.language);
      const m = identityMessages[language].reset.mail;
      const link = `${publicUrl}${resetPagePath}?token=${issued.token}`;
      const greeting = formatMessage(language, m.greeting, { name: fullName(issued.user) || email });
      const body = paragraphs(language, [greeting, m.body, m.validity, m.notYou], { href: link, label: m.button });
      await mailer.send({ to: email, subject: m.subject, ...body, calendar: null });
      return undefined;
    },
    [TAKEOVER_NOTICE_JOB]: async (job) => {
      const { email } = job.payload as { email: string };
      const account = await orm.em.fork().findOne(UserSchema, { email });
      const language = storedLanguage(account?.language);
      const m = identityMessages[language].takeoverMail;
      const body = paragraphs(language, [m.greeting, formatMessage(language, m.body, { email }), m.next, m.notYou]);
      await mailer.send({ to: email, subject: m.subject, ...body, calendar: null });
      return undefined;
    },
  };
}
