import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { createQuizSchema } from '@quizmaster/shared/quiz-authoring';
import type { QuizFormValues } from './quiz-form-values';

/**
 * The form holds text ('' while a field is empty, which the schema's types do not allow); the
 * schema checks it and hands on the parsed values (trimmed text, numbers).
 */
export const quizFormResolver = zodResolver(createQuizSchema()) as unknown as Resolver<QuizFormValues>;
