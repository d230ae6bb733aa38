// @ts-check
// The local mail catcher (MailDev, from npm) as npm start and npm test run it: a child process on
// fixed ports that accepts every e-mail the functions send (SMTP_HOST and SMTP_PORT in
// functions/.env.demo-quizmaster point at it, without SMTP_USER: no sign-in) and shows them on a
// web page and as JSON.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { bin, repoRoot } from './processes.mjs';

export const MAIL_SMTP_PORT = 1025;
export const MAIL_WEB_PORT = 1080;
/** The caught e-mails: a web page, and JSON at `${mailCatcherUrl}/api/email` (DELETE `/api/email/all` clears them). */
export const mailCatcherUrl = `http://127.0.0.1:${MAIL_WEB_PORT}`;

/**
 * Starts MailDev (in-memory, local addresses only) and resolves once it listens; rejects when it
 * cannot start (say, a port taken), which callers report without stopping: e-mail is optional.
 * @param {{ log?: (line: string) => void, detached?: boolean }} [options]
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export function startMailCatcher(options = {}) {
  const args = ['--smtp', String(MAIL_SMTP_PORT), '--ip', '127.0.0.1', '--web', String(MAIL_WEB_PORT), '--web-ip', '127.0.0.1'];
  const child = spawn(bin('maildev'), args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], detached: options.detached ?? false });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error('The mail catcher did not start within 20 s.'));
    }, 20_000);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        options.log?.(line);
        if (line.includes('Press Ctrl+C to stop')) {
          clearTimeout(timer);
          resolve(child);
        }
      });
    }
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The mail catcher stopped (exit code ${code ?? 'none'}); are ports ${MAIL_SMTP_PORT} and ${MAIL_WEB_PORT} free?`));
    });
  });
}
