import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accommodationsApi } from '@quizmaster/shared/api/accommodations';
import { attemptsApi } from '@quizmaster/shared/api/attempts';
import { authoringApi } from '@quizmaster/shared/api/authoring';
import { certificatesApi } from '@quizmaster/shared/api/certificates';
import { insightsApi } from '@quizmaster/shared/api/insights';
import { notificationsApi } from '@quizmaster/shared/api/notifications';
import { paymentsApi } from '@quizmaster/shared/api/payments';
import { questionImagesApi } from '@quizmaster/shared/api/question-images';
import { questionTransferApi } from '@quizmaster/shared/api/question-transfer';
import { quizzesApi } from '@quizmaster/shared/api/quizzes';
import { receiptsApi } from '@quizmaster/shared/api/receipts';
import { richTextApi } from '@quizmaster/shared/api/rich-text';
import { usersApi } from '@quizmaster/shared/api/users';
import { webVitalsApi } from '@quizmaster/shared/api/web-vitals';

/**
 * The web client builds its paths from the contract's patterns, so each endpoint's route must be
 * the one its router mounts: same method, same path (under /api/v1 for the routers app.ts mounts there).
 */
const tables: Record<string, Record<string, { method: string; pattern: string }>> = {
  accommodationsApi, attemptsApi, authoringApi, certificatesApi, insightsApi, notificationsApi, paymentsApi, questionImagesApi, questionTransferApi, quizzesApi, receiptsApi, richTextApi, usersApi, webVitalsApi,
};
const apiDir = fileURLToPath(new URL('.', import.meta.url));
const OUTSIDE_V1 = new Set(['checkout.ts']);

/** Each `router.<method>('<path>', endpoint({ route: <table>.<name>` of a router file. */
function mountedRoutes(file: string) {
  const source = readFileSync(join(apiDir, file), 'utf8');
  return [...source.matchAll(/Router\.(get|post|put|delete)\(\n\s+'([^']+)',\n\s+endpoint\(\{\s*route: (\w+)\.(\w+),/g)].map(([, method = '', path = '', table = '', name = '']) => ({
    file,
    method: method.toUpperCase(),
    path: OUTSIDE_V1.has(file) ? path : `/api/v1${path}`,
    route: tables[table]?.[name],
  }));
}

describe('the routers and the API contract', () => {
  const mounted = readdirSync(apiDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).flatMap(mountedRoutes);

  it('finds the endpoints that name a route', () => {
    expect(mounted.length).toBeGreaterThanOrEqual(40);
  });

  it.each(mounted.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))('%s is its route of the contract', (_key, { method, path, route }) => {
    expect(route).toBeDefined();
    expect(`${route?.method ?? ''} ${route?.pattern ?? ''}`).toBe(`${method} ${path}`);
  });
});
