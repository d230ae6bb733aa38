import { describe, expect, it } from 'vitest';
import { parseReliabilityOutput, reliabilitySection } from './reliability';

const output = [
  '[load] 50 players and 4 quizzes arranged in 3.2 s',
  '[load] 200 start+submit flows at once (50 requests in flight) finished in 12.5 s',
  '[load] 50 retakes and 200 starts beyond the limit, all at once, finished in 6.0 s',
  '[fuzz] seed 1 (replay with QUIZMASTER_FUZZ_SEED=1); 2 endpoints, numRuns 17 × 12 requests in flight = 204 cases each; 40 documents and 3 accounts to keep unchanged',
  '[fuzz] POST /start-quiz/{quizId}: 204 cases in 2.5 s, answers 400×150 401×54',
  '[fuzz] PUT /save-answer/{quizId}: 204 cases in 3.5 s, answers 400×200 500×3 503×1',
];

describe('the reliability bench part', () => {
  it('reads the load and fuzz figures the tests print', () => {
    const figures = parseReliabilityOutput(output, true);
    expect(figures.load).toEqual({ flows: 200, burstSeconds: 12.5, limitsSeconds: 6 });
    expect(figures.fuzz).toEqual({ endpoints: 2, cases: 408, seconds: 6, serverErrors: 4 });
  });

  it('misses the fuzz target on any 5xx, and every target when the tests failed', () => {
    const withErrors = reliabilitySection(parseReliabilityOutput(output, true));
    expect(withErrors.rows.map((row) => row.verdict)).toEqual(['met', 'met', 'missed']);
    const failed = reliabilitySection(parseReliabilityOutput(output.slice(0, 5), false));
    expect(failed.rows.map((row) => row.verdict)).toEqual(['missed', 'missed', 'missed']);
  });
});
