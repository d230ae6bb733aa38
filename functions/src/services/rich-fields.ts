import { textAroundBlanks } from '@quizmaster/shared/question-types/limits';
import { hasRichMarkup } from '@quizmaster/shared/rich-text';
import type { RichFields, RichFieldsInput } from './rich-text';

export type { RichFields, RichFieldsInput };

/**
 * renderRichFields for the question save path, loading KaTeX and highlight.js only when a field
 * has markup: a save of plain questions, and every other call's cold start, never load them.
 */
export async function richFieldsOf(input: RichFieldsInput): Promise<RichFields> {
  const { question, options = [], explanation = '' } = input;
  if (![question, explanation, ...options.map(({ option }) => option)].some(hasRichMarkup)) {
    return { questionHtml: null, options: options.map(({ id }) => ({ id, optionHtml: null })), explanationHtml: null };
  }
  const { renderRichFields } = await import('./rich-text');
  return renderRichFields(input);
}

/** renderBlankText, loading the renderer only when a stretch of the text has markup. */
export async function blankTextHtmlOf(text: string): Promise<string[] | null> {
  if (!textAroundBlanks(text).some(hasRichMarkup)) return null;
  const { renderBlankText } = await import('./rich-text');
  return renderBlankText(text);
}
