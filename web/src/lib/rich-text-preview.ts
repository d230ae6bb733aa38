import type { Auth } from 'firebase/auth';
import type { RichTextPreview } from '@quizmaster/shared/api/rich-text';
import { apiRequest } from './api-client';

/** The editor's preview call (admins): the server renders the text as a save will. */
export const richTextPreviewCall =
  (auth: Auth) =>
  (text: string): Promise<RichTextPreview> =>
    apiRequest(auth, 'POST /api/v1/rich-text/preview', { body: { text } });
