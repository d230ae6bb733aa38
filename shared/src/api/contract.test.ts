import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The contract binds both sides: the same response type is what the functions' handler must
 * return and what the web's caller reads, and the same request schema is what the handler
 * validates and what the web's caller sends. Renaming one field of either in the contract (in
 * memory only) must fail both builds, at the handler and at the caller.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const contractFile = join(root, 'shared/src/api/attempts.ts');
const contractText = readFileSync(contractFile, 'utf8');
const HANDLER = join(root, 'functions/src/api/attempts.ts');
const CALLER = join(root, 'web/src/features/quiz-taking/api/attempts.ts');
/** Where the web sends POST /next-question's body ({ attemptId, index }). */
const REQUEST_CALLER = join(root, 'web/src/features/quiz-taking/api/use-served-questions.ts');

/** Each project's last program: the next one reuses its parsed files (all but the contract), which halves the time. */
const lastPrograms = new Map<string, ts.Program>();

/** The type errors of `files` in a project (its tsconfig), with the contract file's text replaced by `contract`. */
function typeErrors(project: 'web' | 'functions', contract: string, files: string[]): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(root, project, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`No tsconfig for ${project}`);
  const host = ts.createCompilerHost(parsed.options);
  const readSource = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    ts.sys.resolvePath(fileName) === contractFile ? ts.createSourceFile(fileName, contract, languageVersion) : readSource(fileName, languageVersion, ...rest);
  const program = ts.createProgram({ rootNames: files, options: parsed.options, host, oldProgram: lastPrograms.get(project) });
  lastPrograms.set(project, program);
  return files.flatMap((file) =>
    program.getSemanticDiagnostics(program.getSourceFile(file)).map((diagnostic) => `${file}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`),
  );
}

const renamed = contractText.replace(/^(\s+)serverTime: string;\n/m, '$1serverClock: string;\n');
/** POST /next-question's request field `index` renamed in its body schema. */
const renamedRequest = contractText.replace(/\{ attemptId: documentId, index: z\.number\(\)/, '{ attemptId: documentId, position: z.number()');

describe('the API contract', () => {
  it('the renames below really change the contract', () => {
    expect(renamed).not.toBe(contractText);
    expect(renamedRequest).not.toBe(contractText);
  });

  it('compiles as it is, in the handler and in the web caller', () => {
    expect(typeErrors('functions', contractText, [HANDLER])).toEqual([]);
    expect(typeErrors('web', contractText, [CALLER, REQUEST_CALLER])).toEqual([]);
  }, 60_000);

  it('fails the functions build at the handler when a response field is renamed', () => {
    const errors = typeErrors('functions', renamed, [HANDLER]);
    expect(errors.join('\n')).toMatch(/functions\/src\/api\/attempts\.ts: .*serverClock/);
  }, 60_000);

  it('fails the web build at the caller when a response field is renamed', () => {
    const errors = typeErrors('web', renamed, [CALLER]);
    expect(errors.join('\n')).toMatch(/web\/src\/features\/quiz-taking\/api\/attempts\.ts: .*serverTime/);
  }, 60_000);

  it('fails the web build at the caller when a request field is renamed', () => {
    const errors = typeErrors('web', renamedRequest, [REQUEST_CALLER]);
    expect(errors.join('\n')).toMatch(/web\/src\/features\/quiz-taking\/api\/use-served-questions\.ts: .*index/);
  }, 60_000);

  it('fails the functions build at the handler when a request field is renamed', () => {
    const errors = typeErrors('functions', renamedRequest, [HANDLER]);
    expect(errors.join('\n')).toMatch(/functions\/src\/api\/attempts\.ts: .*index/);
  }, 60_000);
});
