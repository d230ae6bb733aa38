import { Router } from 'express';
import { richTextApi } from '@quizmaster/shared/api/rich-text';
import { endpoint } from './endpoint';

/**
 * Rich text (issue 34): the editor's preview of math and code, rendered by the same code that
 * renders a question when it is saved (functions/src/services/rich-text.ts). Admins only, the
 * text capped at the longest field's limit, rate-limited: each call runs KaTeX and highlight.js.
 */
export const richTextRouter = Router();

richTextRouter.post(
  '/rich-text/preview',
  endpoint({
    route: richTextApi.preview,
    access: 'admin',
    rateLimit: 'rich-text-preview',
    handle: async ({ body }) => {
      // Loaded on first use: KaTeX and highlight.js stay out of every other call's cold start.
      const { renderRichText } = await import('../services/rich-text');
      return { html: renderRichText(body.text) };
    },
  }),
);
