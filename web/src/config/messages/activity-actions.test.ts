import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { activityViewUz } from './admin.ts';

/**
 * The activity log reads in words (DECISIONS.md, "One admin area"): every action the server records has a label, so
 * none shows as its raw code ("payment_paid_twice"). The actions are read from the server's own calls, not listed
 * here by hand: `recordActivity` and `recordPaymentActivity` take the action as their third argument.
 */
const apiSource = fileURLToPath(new URL('../../../../api/src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The top-level arguments of the call whose "(" is at `open`. */
function callArguments(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  let quote: string | null = null;
  for (let at = open; at < text.length; at++) {
    const char = text[at]!;
    if (quote) {
      if (char === '\\') at++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('({['.includes(char)) depth++;
    else if (')}]'.includes(char)) {
      depth--;
      if (depth === 0) {
        args.push(text.slice(start, at));
        return args.map((arg) => arg.trim());
      }
    } else if (char === ',' && depth === 1) {
      args.push(text.slice(start, at));
      start = at + 1;
    }
  }
  throw new Error('unclosed call');
}

const literals = (code: string) => [...code.matchAll(/'([a-z]+(?:_[a-z]+)*)'/g)].map((match) => match[1]!);

/** Every action written to the activity log, with where. */
function recordedActions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(apiSource)) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/\brecord(?:Payment)?Activity\(/g)) {
      const before = text.slice(Math.max(0, call.index - 30), call.index);
      if (/function\s+$/.test(before)) continue;
      const action = callArguments(text, call.index + call[0].length - 1)[2] ?? '';
      // An action chosen earlier (`const action = registered ? 'registered' : ...`): its choices.
      const named = /^[a-zA-Z]\w*$/.test(action) ? new RegExp(`const ${action} =([^;]+);`).exec(text)?.[1] : action;
      const choices = literals(named ?? '');
      if (choices.length === 0) throw new Error(`${path.relative(apiSource, file)}: cannot read the action "${action}"`);
      for (const choice of choices) found.set(choice, path.relative(apiSource, file));
    }
  }
  return found;
}

describe('the activity log', () => {
  it('has words for every action the server records', () => {
    const actions = recordedActions();
    // The reader sanity-checks itself on actions it must see.
    expect([...actions.keys()]).toEqual(
      expect.arrayContaining(['registered', 'booking_cancelled', 'payment_paid_twice', 'account_taken_over']),
    );
    const unlabelled = [...actions]
      .filter(([action]) => !(action in activityViewUz.actions))
      .map(([action, file]) => `${action} (${file})`);
    expect(unlabelled).toEqual([]);
  });
});
