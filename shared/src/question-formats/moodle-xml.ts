import type { AnyPortableQuestion, FormatReader, ImportProblem } from './validate';

export const readMoodleXml: FormatReader = (_text, out) => {
  out.report(1, 'Moodle XML: not yet.');
};

export function writeMoodleXml(_questions: readonly AnyPortableQuestion[]): { text: string; problems: ImportProblem[] } {
  return { text: '', problems: [] };
}
