import type { Auth } from 'firebase/auth';
import type { UploadedImage } from '@quizmaster/shared/question-images';
import { apiRequest } from '@/lib/api-client';

/** The file's bytes in base64, as the upload's JSON body carries them. */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * Uploads a question's or an option's image (ADR 0037): the server reads its type from the bytes,
 * strips its metadata and stores its WebP variants. Loaded by the editor's image field on the
 * first upload, so Add Quiz's and Edit Quiz's first visit do not carry it.
 */
export async function uploadQuestionImage(auth: Auth, file: Blob): Promise<UploadedImage> {
  return apiRequest(auth, 'POST /api/v1/question-images', { body: { data: await base64Of(file) } });
}
