import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A house rule, checked on the source of every package: `.replace(x, y)` and `.replaceAll(x, y)` take a function
// or a literal as `y`, never a text built at run time. In a replacement string `$&`, `$'`, `` $` `` and `$1` are
// patterns, so a person's words there ("Dollar $` usta", a service called "$& chegirma") paste pieces of the text
// into itself; a function's answer is taken as it is. A literal holds no one's words, so it may stay a string.
const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const SOURCES = ['api/src', 'api/test', 'api/bench', 'bot/src', 'db/src', 'i18n/src', 'web/src', 'miniapp/src', 'e2e', 'scripts'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : /\.(tsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const isFunction = (node: ts.Node): boolean => ts.isArrowFunction(node) || ts.isFunctionExpression(node);

/** Names this file binds to a function: `function f() {}` and `const f = () => …`. */
function functionNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) names.add(node.name.text);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && isFunction(node.initializer))
      names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** Whether a replacement can hold no one's words and no pattern by accident: a function, or a literal. */
function safeReplacement(node: ts.Expression, functions: Set<string>): boolean {
  if (ts.isParenthesizedExpression(node)) return safeReplacement(node.expression, functions);
  if (isFunction(node)) return true;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isIdentifier(node)) return functions.has(node.text);
  return false;
}

/** Every `.replace(…, y)` / `.replaceAll(…, y)` whose `y` is a text made at run time, as `file:line: call`. */
export function stringReplacements(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const functions = functionNames(source);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      (node.expression.name.text === 'replace' || node.expression.name.text === 'replaceAll') &&
      node.arguments.length === 2 &&
      !safeReplacement(node.arguments[1]!, functions)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${file}:${line}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 120)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('house rules: replacement patterns', () => {
  it('no .replace / .replaceAll in any package takes a replacement string built at run time', () => {
    const offenders = SOURCES.flatMap((dir) => files(path.join(root, dir))).flatMap((file) =>
      stringReplacements(path.relative(root, file), readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('tells a function or a literal from a text built at run time', () => {
    // The examples as source text: `\${…}` and `\`` are the examples' own template literals.
    const example = `
      const escape = (c: string) => \`\\\${c}\`;
      function upper(c: string) { return c.toUpperCase(); }
      a.replace(/x/g, '');
      a.replace('$', '\\$&');
      a.replace(/x/g, (m) => \`\${name}\${m}\`);
      a.replaceAll(/x/g, escape);
      a.replace(/x/, upper);
      a.replace(after, \`\${after}\${line}\`);
      a.replace(x, name);
      a.replaceAll(x, String(n));
      a.replace(x, 'a' + name);
      location.replace(url);
    `;
    const found = stringReplacements('example.ts', example);
    expect(found.map((line) => line.split(': ')[1])).toEqual([
      `a.replace(after, \`\${after}\${line}\`)`,
      'a.replace(x, name)',
      'a.replaceAll(x, String(n))',
      "a.replace(x, 'a' + name)",
    ]);
  });
});
