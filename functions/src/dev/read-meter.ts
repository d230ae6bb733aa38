/**
 * Firestore read meter for `npm run bench`: counts the documents the Admin SDK reads while the API
 * serves one request and sends the count back in response headers, so the bench can check what a
 * quiz start costs. Only the Functions emulator installs it (see app.ts); in production nothing
 * is patched and no header is sent.
 *
 * Headers: `x-firestore-reads` is the billed reads (each document asked for by id, found or not,
 * plus each query's documents, at least 1 per query); `x-firestore-read-detail` splits them up.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { DocumentReference, Firestore, Query, QuerySnapshot, Transaction } from 'firebase-admin/firestore';

interface ReadCount {
  /** Documents asked for by id (get, getAll, in or out of transactions). */
  lookups: number;
  queries: number;
  /** Documents the queries returned. */
  queryDocuments: number;
  /** What the queries are billed: their documents, and at least 1 read per query. */
  queryReads: number;
}

const current = new AsyncLocalStorage<ReadCount>();

export const billedReads = ({ lookups, queryReads }: ReadCount) => lookups + queryReads;

const documentsIn = (args: unknown[]) => args.filter((arg) => arg instanceof DocumentReference).length;

/** After a query resolves, adds the documents it returned to the count that was current when it started. */
function countQuery<T>(count: ReadCount | undefined, result: Promise<T>): Promise<T> {
  if (!count) return result;
  count.queries += 1;
  return result.then((value) => {
    const size = value instanceof QuerySnapshot ? value.size : 0;
    count.queryDocuments += size;
    count.queryReads += Math.max(1, size);
    return value;
  });
}

let installed = false;

/** Wraps the Admin SDK's public read methods once per process. */
function installCounters() {
  if (installed) return;
  installed = true;
  /* eslint-disable @typescript-eslint/unbound-method -- the originals are called with their own `this` */
  const firestoreGetAll = Firestore.prototype.getAll;
  Firestore.prototype.getAll = function (this: Firestore, ...args: Parameters<Firestore['getAll']>) {
    const count = current.getStore();
    if (count) count.lookups += documentsIn(args);
    return firestoreGetAll.apply(this, args);
  };
  // DocumentReference.get goes through Firestore.getAll; Transaction reads do not.
  const transactionGet = Transaction.prototype.get;
  Transaction.prototype.get = function (this: Transaction, ...args: Parameters<Transaction['get']>) {
    const count = current.getStore();
    const [target] = args;
    if (count && target instanceof DocumentReference) count.lookups += 1;
    const result = transactionGet.apply(this, args) as Promise<unknown>;
    return (target instanceof DocumentReference ? result : countQuery(count, result)) as ReturnType<Transaction['get']>;
  } as Transaction['get'];
  const transactionGetAll = Transaction.prototype.getAll;
  Transaction.prototype.getAll = function (this: Transaction, ...args: Parameters<Transaction['getAll']>) {
    const count = current.getStore();
    if (count) count.lookups += documentsIn(args);
    return transactionGetAll.apply(this, args);
  } as Transaction['getAll'];
  const queryGet = Query.prototype.get;
  Query.prototype.get = function (this: Query) {
    return countQuery(current.getStore(), queryGet.apply(this));
  };
  /* eslint-enable @typescript-eslint/unbound-method */
}

/** Express middleware: counts each request's reads and adds the headers just before they are sent. */
export function firestoreReadMeter(): RequestHandler {
  installCounters();
  return (_request, response, next) => {
    const count: ReadCount = { lookups: 0, queries: 0, queryDocuments: 0, queryReads: 0 };
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the response as `this`
    const writeHead = response.writeHead;
    response.writeHead = function (this: typeof response, ...args: Parameters<typeof writeHead>) {
      if (!this.headersSent) {
        this.setHeader('x-firestore-reads', String(billedReads(count)));
        this.setHeader(
          'x-firestore-read-detail',
          `lookups=${String(count.lookups)}; queries=${String(count.queries)}; query-documents=${String(count.queryDocuments)}`,
        );
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    current.run(count, next);
  };
}
