/** The build's /quizzes shell as Hosting serves it, and the validator it came with. */
export interface Shell {
  html: string;
  /** Hosting's ETag for it (null: the server sent none, so every read is a full one). */
  etag: string | null;
}

/**
 * Reads the shell from `url()` on every call, conditionally: with the last copy's ETag, a
 * 304 answers that copy itself (the same object, so a page rendered from it can be reused).
 * A page is never rendered from a shell older than its request, so after a Hosting release
 * no page names the previous build's asset files (they are gone with it).
 */
export function conditionalShellReader(url: () => URL, fetchShell: typeof fetch = fetch) {
  let last: Shell | undefined;
  return async (): Promise<Shell> => {
    const known = last;
    const response = await fetchShell(url(), { headers: known?.etag ? { 'If-None-Match': known.etag } : {} });
    if (response.status === 304 && known) return known;
    if (!response.ok) throw new Error(`the shell answered HTTP ${String(response.status)}`);
    const shell = { html: await response.text(), etag: response.headers.get('etag') };
    last = shell;
    return shell;
  };
}
