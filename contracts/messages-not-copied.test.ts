import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

/** Where the messages are defined. */
const DEFINED_IN = new Set(['contracts/messages.ts', 'contracts/page-messages.ts']);

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', 'app', 'core', 'server', 'contracts'], {
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !DEFINED_IN.has(file));
}

/** Every string a file writes out: literals, templates without holes and JSX text. */
function textsOf(file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    kind,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isJsxText(node)) texts.push(node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe('Russian messages', () => {
  // A copy drifts: one place gets reworded and the site says the same thing two ways.
  // Parses every source file: slow on a busy machine.
  it(
    'are written once, in contracts/messages.ts, and used from there',
    { timeout: 120_000 },
    () => {
      const byText = new Map<string, string>(
        Object.entries(MESSAGES).map(([key, text]) => [text, key]),
      );
      const copies = sourceFiles().flatMap((file) =>
        textsOf(file)
          .filter((text) => byText.has(text))
          .map((text) => `${file}: '${text}' is MESSAGES.${byText.get(text)}`),
      );
      expect(copies).toEqual([]);
    },
  );
});
