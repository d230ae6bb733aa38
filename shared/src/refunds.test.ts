import { describe, expect, it } from 'vitest';
import { REFUND_STATES, storedRefundSchema } from './models/payment';
import { decideRefundTransition, type RefundActor } from './refunds';

/** Every (current, target, actor) cell with its expected outcome: true, or the refusal status. */
const expected: Record<string, true | 403 | 409> = {
  'false->processing by owner': true,
  'false->processing by admin': 403,
  'false->processing by stripe': 403,
  'processing->processing by owner': 409,
  'processing->processing by admin': 403,
  'processing->processing by stripe': 403,
  'true->processing by owner': 409,
  'true->processing by admin': 403,
  'true->processing by stripe': 403,
  'processing->true by admin': true,
  'processing->true by stripe': true,
  'false->true by stripe': true,
  'false->true by admin': 409,
  'true->true by admin': 409,
  'true->true by stripe': 409,
  'false->true by owner': 403,
  'processing->true by owner': 403,
  'true->true by owner': 403,
};

describe('the refund state machine', () => {
  const actors: RefundActor[] = ['owner', 'admin', 'stripe'];
  for (const current of REFUND_STATES) {
    for (const target of REFUND_STATES) {
      for (const actor of actors) {
        const cell = `${current}->${target} by ${actor}`;
        const outcome = target === 'false' ? 409 : expected[cell];
        if (outcome === undefined) throw new Error(`The table has no expectation for ${cell}`);
        it(`${cell}: ${outcome === true ? 'allowed' : `refused with ${String(outcome)}`}`, () => {
          const decision = decideRefundTransition(current, target, actor);
          if (outcome === true) expect(decision).toEqual({ allowed: true });
          else expect(decision).toMatchObject({ allowed: false, status: outcome });
        });
      }
    }
  }

  it('names the current state in every 409', () => {
    for (const current of REFUND_STATES) {
      const decision = decideRefundTransition(current, 'false', 'admin');
      expect(decision.allowed || decision.message.includes(`"${current}"`)).toBe(true);
    }
  });

  it('refuses every move from a value that is none of the states (409, naming it), whoever asks', () => {
    const current = storedRefundSchema.parse('on-hold');
    for (const target of REFUND_STATES) {
      for (const actor of ['owner', 'admin', 'stripe'] as const) {
        const decision = decideRefundTransition(current, target, actor);
        expect(decision).toMatchObject({ allowed: false });
        // An owner may still never mark a payment refunded: that stays a 403.
        if (decision.allowed || decision.status === 403) continue;
        expect(decision.message).toContain('"on-hold"');
      }
    }
  });
});
