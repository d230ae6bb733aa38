// @ts-check
// What Firebase Hosting serves from the web build, checked against firebase.json: no source
// maps (they would publish the app's source), and no inline script that the
// Content-Security-Policy would block. The bundle budget runs these on every `npm test` build.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './processes.mjs';

/**
 * @typedef {{ source: string, headers: { key: string, value: string }[] }} HeaderRule
 * @typedef {{ public: string, ignore?: string[], headers?: HeaderRule[] }} HostingConfig
 */

/** firebase.json's `hosting`. @param {string} [file] */
export function readHostingConfig(file = `${repoRoot}/firebase.json`) {
  const config = /** @type {{ hosting: HostingConfig }} */ (JSON.parse(readFileSync(file, 'utf8')));
  return config.hosting;
}

/**
 * The Content-Security-Policy that Hosting sends with every page (the `**` rule), as directive
 * name -> sources.
 * @param {HostingConfig} hosting
 * @returns {Map<string, string[]>}
 */
export function contentSecurityPolicy(hosting) {
  const rule = hosting.headers?.find((candidate) => candidate.source === '**');
  const value = rule?.headers.find((header) => header.key.toLowerCase() === 'content-security-policy')?.value;
  if (!value) throw new Error('firebase.json: hosting.headers has no Content-Security-Policy for "**".');
  return new Map(
    value
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );
}

/** The CSP source that allows one inline script: its SHA-256. @param {string} text */
export const scriptHashSource = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The inline scripts of an HTML document that the browser would run (and so the CSP must allow);
 * data blocks such as `type="application/json"` are not run, nor checked.
 * @param {string} html
 */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = '']) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      return type === undefined || ['module', 'text/javascript', 'application/javascript'].includes(type);
    })
    .map(([, , text = '']) => text);
}

/** Every file under a folder, relative to it. @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * What in a build would hand out source maps: `.map` files, and `sourceMappingURL` comments in
 * scripts, stylesheets and pages (a browser fetches the map they name).
 * @param {string} distDir
 * @returns {string[]} relative paths, each with the reason
 */
export function servedSourceMaps(distDir) {
  return filesUnder(distDir).flatMap((file) => {
    if (file.endsWith('.map')) return [`${file} (a source map)`];
    if (!/\.(m?js|css|html)$/.test(file)) return [];
    return /[#@]\s*sourceMappingURL=/.test(readFileSync(join(distDir, file), 'utf8')) ? [`${file} (a sourceMappingURL comment)`] : [];
  });
}

/**
 * The inline scripts of the build's pages that the policy's `script-src` does not allow by hash.
 * @param {string} distDir
 * @param {Map<string, string[]>} policy
 * @returns {{ file: string, hash: string }[]}
 */
export function inlineScriptsOutsidePolicy(distDir, policy) {
  const allowed = new Set(policy.get('script-src') ?? policy.get('default-src') ?? []);
  return filesUnder(distDir)
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) =>
      inlineScripts(readFileSync(join(distDir, file), 'utf8'))
        .map(scriptHashSource)
        .filter((hash) => !allowed.has(hash))
        .map((hash) => ({ file, hash })),
    );
}
