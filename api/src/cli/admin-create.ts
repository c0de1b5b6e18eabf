import { createInterface } from 'node:readline';
import { openDatabaseForTask, readDatabaseConfig } from '@qabul/db';
import { z } from 'zod';
import { saveAdminAccount } from '../features/admin/admin-accounts.service.ts';

/**
 * `pnpm admin:create <username> <email>`: creates the admin-panel account (or resets its password), on the
 * app's own database (DATABASE_URL, or the embedded one in DATA_DIR, whether the app runs or not). The password
 * comes from ADMIN_PASSWORD, else it is asked on the terminal (twice, not shown).
 */
const Args = z.tuple([
  z.string().regex(/^[A-Za-z0-9_.-]{3,64}$/, 'username: 3-64 letters, digits, _ . or -'),
  z.email('email: not a valid e-mail address'),
]);
const PASSWORD_MIN = 8;

async function main(): Promise<number> {
  const parsed = Args.safeParse(process.argv.slice(2));
  if (!parsed.success) {
    console.error(`Usage: pnpm admin:create <username> <email>\n${parsed.error.issues.map((i) => i.message).join('\n')}`);
    return 2;
  }
  const [username, email] = parsed.data;
  const password = process.env.ADMIN_PASSWORD || (await askPassword());
  if (password.length < PASSWORD_MIN) {
    console.error(`The password needs at least ${PASSWORD_MIN} characters.`);
    return 2;
  }
  const database = await openDatabaseForTask(readDatabaseConfig(process.env));
  try {
    const { admin, created } = await saveAdminAccount(database.orm.em.fork(), { username, email: email.toLowerCase(), password });
    console.log(`${created ? 'Created' : 'Updated'} admin-panel account "${admin.username}" <${admin.email}>; sign in at /admin/login.`);
    return 0;
  } finally {
    await database.close();
  }
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    // Piped in: the first line is the password.
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return '';
  }
  const first = await askHidden('Password: ');
  const second = await askHidden('Password again: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

function askHidden(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Echo the question, never what is typed.
  (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
    if (text.startsWith(question)) process.stdout.write(question);
  };
  return new Promise((resolve) =>
    terminal.question(question, (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
