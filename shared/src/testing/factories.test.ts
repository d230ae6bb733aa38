import { describe, expect, it } from 'vitest';
import { answerKeySchema } from '../models/answer-key';
import { paymentSchema } from '../models/payment';
import { questionSchema } from '../models/question';
import { quizBestSchema } from '../models/quiz-best';
import { quizSummarySchema } from '../models/quiz';
import { submissionSchema } from '../models/submission';
import { userSchema } from '../models/user';
import { searchKey } from '../paging';
import { aBest, anAnswerKey, aPayment, aQuestion, aQuiz, aSubmission, aUser } from './factories';

describe('test-data factories', () => {
  // The types say a factory has every field; the schemas say its values are ones the app stores.
  it.each([
    ['aQuiz', quizSummarySchema, aQuiz()],
    ['aQuestion', questionSchema, aQuestion()],
    ['anAnswerKey', answerKeySchema, anAnswerKey([[1], [2, 3]])],
    ['aUser', userSchema, aUser()],
    ['aPayment', paymentSchema, aPayment()],
    ['aSubmission', submissionSchema, aSubmission()],
    ['aBest', quizBestSchema, aBest()],
  ] as const)('%s makes a document its model accepts', (_name, schema, document) => {
    expect(schema.safeParse(document).error).toBeUndefined();
  });

  it('applies overrides and keeps the search keys in step with the names', () => {
    const quiz = aQuiz({ quizName: 'Été Quiz', quizType: 'paid' });
    expect(quiz).toMatchObject({ quizName: 'Été Quiz', quizNameLower: searchKey('Été Quiz'), quizType: 'paid', published: true });
    expect(aUser({ name: 'Ada Lovelace' }).nameLower).toBe(searchKey('Ada Lovelace'));
    expect(anAnswerKey([[1], [3, 4]]).answers).toEqual({ q1: [1], q2: [3, 4] });
  });
});
