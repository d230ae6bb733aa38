import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '@/components/ui/theme';
import type { QuizSessionState } from '../lib/quiz-session';
import { LastVerdictStatus } from './last-verdict-status';

const withTheme = (verdict: QuizSessionState['lastVerdict']) => (
  <ChakraProvider value={getSystem()}>
    <LastVerdictStatus verdict={verdict} />
  </ChakraProvider>
);

describe('LastVerdictStatus', () => {
  it('announces the verdict of the question just left, in a status region that is there from the start', () => {
    const { rerender } = render(withTheme(null));
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    rerender(withTheme({ questionNumber: 1, correct: true }));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Question 1: Correct! Well done.');

    rerender(withTheme({ questionNumber: 2, correct: false }));
    expect(status).toHaveTextContent('Question 2: Wrong answer. Keep going!');
  });
});
