import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command from the repository root (or `cwd` under it), inheriting output; rejects on failure. */
export function run(command, args, { cwd = '.', env = {}, allowFailure = false } = {}) {
  const executable = command.includes('/') ? path.join(root, command) : command;
  return new Promise((resolve, reject) => {
    const child = spawn(executable, args, { cwd: path.join(root, cwd), stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 || allowFailure ? resolve(code) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
