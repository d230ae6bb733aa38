import { describe, expect, it, vi } from 'vitest';
import { storedPaymentSchema } from '@quizmaster/shared/models/payment';
import { modelConverter, readRows } from './converter';

const converter = modelConverter(storedPaymentSchema);
const payment = {
  uid: 'u1',
  name: 'Ana',
  email: 'ana@example.com',
  createdAt: new Date('2026-01-10T09:00:00Z'),
  transactionId: 'pi_1',
  refund: 'false',
  amount: 10700,
  currency: 'usd',
  role: '',
};
/** A snapshot as the SDK hands it to a converter, read through it as `doc.data()` does. */
const documentOf = (id: string, data: object) => ({ id, data: () => converter.fromFirestore({ id, ref: { parent: { parent: null } }, data: () => data }) });

describe('readRows', () => {
  it('leaves out a document that does not parse, keeping the others and naming it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const documents = [documentOf('pi_1', payment), documentOf('pi_bad', { ...payment, amount: 'lots' }), documentOf('pi_2', { ...payment, transactionId: 'pi_2' })];
    const { rows, unreadable } = readRows(documents);
    expect(rows.map((row) => row.id)).toEqual(['pi_1', 'pi_2']);
    expect(unreadable).toEqual(['pi_bad']);
  });

  it('keeps a payment whose refund is none of the states, with its value (SPEC.md section 4)', () => {
    const { rows, unreadable } = readRows([documentOf('pi_odd', { ...payment, refund: 'chargeback' })]);
    expect(rows).toEqual([expect.objectContaining({ id: 'pi_odd', refund: 'chargeback' })]);
    expect(unreadable).toEqual([]);
  });
});
