import { escapeHtml } from '@qabul/bot';
import { type Orm, UserSchema } from '@qabul/db';
import { formatMessage } from '../../contracts/i18n/format.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../contracts/i18n/languages.ts';
import { displayName, fullName } from '../../contracts/display-name.ts';
import type { JobHandler } from '../../lib/jobs/job-runner.ts';
import type { Mailer } from '../notifications/index.ts';
import { issueInvitation, STAFF_INVITE_JOB, staffTexts } from '../staff/index.ts';
import { issueVerification, TAKEOVER_NOTICE_JOB, VERIFY_EMAIL_JOB } from './email-verification.ts';
import { identityTexts } from './messages.ts';

/** Where the e-mail's link opens: a page that asks for a click, so a mail scanner fetching it proves nothing. */
const verifyPagePath = '/auth/verify-email';
/** Where a master's invitation opens: sign in or register there, then accept. */
const invitePagePath = '/auth/staff-invite';

/** The reader's language: the account's, or the one a job carried; Uzbek (Latin) for anything else. */
const languageOf = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

function paragraphs(language: Language, lines: string[], link?: { href: string; label: string }) {
  const t = identityTexts[language];
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p style="color:#888;font-size:12px">${escapeHtml(t.footer)}</p>`,
  ].join('\n');
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
      const language = languageOf(issued.user.language);
      const m = identityTexts[language].verifyMail;
      const link = `${publicUrl}${verifyPagePath}?token=${issued.token}`;
      // A person who gave no name is greeted by the address the link goes to, not by a username they never chose.
      const name = fullName(issued.user) || email;
      const body = paragraphs(language, [formatMessage(language, m.greeting, { name }), m.body, m.validity, m.notYou], {
        href: link,
        label: m.button,
      });
      await mailer.send({ to: email, subject: m.subject, ...body, calendar: null });
      return undefined;
    },
    [STAFF_INVITE_JOB]: async (job, now) => {
      const { staffId } = job.payload as { staffId: string };
      const em = orm.em.fork();
      const issued = await issueInvitation(em, staffId, now);
      if (!issued?.master.email) return undefined;
      const owner = await em.findOne(UserSchema, { id: issued.master.userId });
      const business = owner ? displayName(owner) : '';
      // The master has no account yet: they are invited in the language of the business that invites them.
      const language = languageOf(owner?.language);
      const m = staffTexts[language].inviteMail;
      const fill = (template: string, values: Record<string, string>) => formatMessage(language, template, values);
      const link = `${publicUrl}${invitePagePath}?token=${issued.token}`;
      const body = paragraphs(language, [fill(m.greeting, { name: issued.master.name }), fill(m.body, { business }), m.next], {
        href: link,
        label: m.button,
      });
      await mailer.send({ to: issued.master.email, subject: fill(m.subject, { business }), ...body, calendar: null });
      return undefined;
    },
    [TAKEOVER_NOTICE_JOB]: async (job) => {
      const { email, language: carried } = job.payload as { email: string; language?: string };
      // The account's language travels with the job (the notice was planned as the account was taken over).
      const language = languageOf(carried);
      const m = identityTexts[language].takeoverMail;
      const body = paragraphs(language, [m.greeting, formatMessage(language, m.body, { email }), m.next, m.notYou]);
      await mailer.send({ to: email, subject: m.subject, ...body, calendar: null });
      return undefined;
    },
  };
}
