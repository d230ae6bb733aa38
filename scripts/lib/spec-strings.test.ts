import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as spec from '@quizmaster/shared/messages';
import { repoRoot } from './processes.mjs';

/**
 * The project's rule: every user-facing spec string is written once, in shared/src/messages.ts
 * (the shared workspace), and the web app and the functions import it. This reads every module
 * of web/src and functions/src (tests aside) with the TypeScript parser and looks only at their
 * strings and JSX text, so comments, identifiers and the stored refund values ('processing' in
 * a comparison or a write) never count.
 */

const SCANNED = ['web/src', 'functions/src'];

function sourceFiles(): string[] {
  return SCANNED.flatMap((dir) =>
    readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => join(repoRoot, dir, file)),
  );
}

interface Text {
  file: string;
  line: number;
  text: string;
  node: ts.Node;
}

/** Every string literal, template piece and JSX text of a module. */
function textsOf(file: string): Text[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: Text[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      texts.push({ file: relative(repoRoot, file), line, text: ts.isJsxText(node) ? node.text.trim() : node.text, node });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return texts;
}

const texts = sourceFiles().flatMap(textsOf);
const where = (found: Text[]) => found.map(({ file, line, text }) => `${file}:${String(line)} ${JSON.stringify(text)}`);

/** SPEC.md section 4's words for the refund states, and the admin lists' word for "processing". */
const REFUND_LABELS = ['complete', 'refund', 'processing', 'refunded', 'refund requested'];

/**
 * The fixed texts of messages.ts (its objects' values included) and the fixed parts of its
 * templates. The refund-state words are short enough to be field names and stored values too:
 * they have a rule of their own (shownAsLabel).
 */
const specTexts = [
  ...Object.values(spec).flatMap((value: unknown): unknown[] => (typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value) : [])),
  // The §5 form messages, named here too: they are checked before and after they move into messages.ts.
  'Email is Required',
  'Provide a valid email',
  'Password is Required',
  'Must be 6 character or longer',
  'At least One Uppercase',
  'Name is Required',
  'Must be 3 character or longer',
  'Minimum 3 Character',
  'Phone is Required',
  'Minimum 5 character need',
  'Please Enter A Valid Cover Image',
  'dollars per year',
  'Your Quiz Successfully submitted',
  'has been Deleted from Quizzes',
  'Successfully made an admin',
  'Sorry, no transactions were found',
].filter((text): text is string => typeof text === 'string' && !REFUND_LABELS.includes(text));

/** JSX attributes that show text. */
const TEXT_ATTRIBUTES = new Set(['label', 'title', 'aria-label', 'placeholder', 'children']);

/**
 * Whether a string is shown as a label: JSX text or child, a text attribute, a value in an
 * object literal or past the first place of an array literal (a table of labels, [state, label]),
 * but not a stored value or a field name: not the `refund` field of a write, a comparison, a
 * `case`, a call's argument, a constant's value or the field of a query (['refund', 'in', …]).
 */
function shownAsLabel({ node }: Text): boolean {
  if (ts.isJsxText(node)) return true;
  const parent = node.parent;
  if (ts.isJsxExpression(parent)) return !ts.isJsxAttribute(parent.parent) || TEXT_ATTRIBUTES.has(parent.parent.name.getText());
  if (ts.isJsxAttribute(parent)) return TEXT_ATTRIBUTES.has(parent.name.getText());
  if (ts.isArrayLiteralExpression(parent)) return parent.elements.indexOf(node as ts.Expression) > 0;
  if (ts.isPropertyAssignment(parent)) return parent.initializer === node && parent.name.getText() !== 'refund';
  return false;
}

describe('spec strings are written once, in shared/src/messages.ts', () => {
  it('scans the web app and the functions', () => {
    expect(texts.length).toBeGreaterThan(1000);
    expect(specTexts).toContain('successfully done Your Payment refunding request!');
  });

  it('no module of web/src or functions/src spells out a spec message', () => {
    const copies = texts.filter(({ text }) => specTexts.some((specText) => text.includes(specText)));
    expect(where(copies)).toEqual([]);
  });

  it('no module of web/src or functions/src spells out a refund-state label', () => {
    const copies = texts.filter((text) => REFUND_LABELS.includes(text.text) && shownAsLabel(text));
    expect(where(copies)).toEqual([]);
  });
});
