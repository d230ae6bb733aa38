import { z } from 'zod';
import { RICH_TEXT_LIMITS } from '../rich-text';
import { route } from './route';

/** Rich text (admins): the editor's preview of math and code, functions/src/api/rich-text.ts. */

/** POST /rich-text/preview: the text as the server renders it when the question is saved (sanitised HTML). */
export interface RichTextPreview {
  html: string;
}

export const richTextApi = {
  preview: route<RichTextPreview>()('POST', '/api/v1/rich-text/preview', {
    body: z.object({
      text: z
        .string('Give the text to preview')
        .max(RICH_TEXT_LIMITS.text, `The text has at most ${String(RICH_TEXT_LIMITS.text)} characters`),
    }),
  }),
};
