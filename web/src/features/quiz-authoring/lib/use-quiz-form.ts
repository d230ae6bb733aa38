import { useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type { CreateQuizInput } from '@quizmaster/shared/quiz-authoring';
import { checkQuizFormLazily } from './lazy-quiz-form-resolver';
import type { QuizFormErrors } from './quiz-form-resolver';
import type { QuizFormValues } from './quiz-form-values';

type Name = keyof QuizFormValues;
type TextName = { [K in Name]: QuizFormValues[K] extends string ? K : never }[Name];

/**
 * The quiz form's state: its values, and each field's problem once the field was left (then
 * again at every change) or the form submitted, as react-hook-form's `onTouched` mode did: the
 * form needed only this much of that library (13 KiB gzip on the authoring pages).
 */
export function useQuizForm(initialValues: QuizFormValues, onSubmit: (input: CreateQuizInput) => Promise<void>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<QuizFormErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // The values as of the last change, for handlers that run before the next render.
  const latest = useRef(values);
  // Fields checked at each change: those left once, and all after a submit.
  const live = useRef(new Set<Name>());
  const submitted = useRef(false);

  /** Checks the values and shows (or clears) the problem of `name` only. */
  const check = (next: QuizFormValues, name: Name) => {
    checkQuizFormLazily(next).then(
      (result) =>
        setErrors((current) => {
          const problem = result.ok ? undefined : result.errors[name];
          if (current[name] === problem) return current;
          return { ...current, [name]: problem };
        }),
      // The schema did not load (offline): it is fetched again at the next check.
      () => undefined,
    );
  };

  const setValue = <K extends Name>(name: K, value: QuizFormValues[K]) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (submitted.current || live.current.has(name)) check(next, name);
  };

  const blur = (name: Name) => {
    live.current.add(name);
    check(latest.current, name);
  };

  /** Props of an uncontrolled text input or select (its first value from `initialValues`). */
  const text = (name: TextName) => ({
    name,
    defaultValue: initialValues[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValue(name, event.target.value),
    onBlur: () => blur(name),
  });

  /** Checks every field; sends the parsed input, or shows the problems and focuses the first. */
  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    setSubmitting(true);
    void checkQuizFormLazily(latest.current)
      .then(async (result) => {
        if (!result.ok) {
          setErrors(result.errors);
          const first = Object.keys(result.errors)[0];
          const control = first ? form.elements.namedItem(first) : null;
          if (control instanceof HTMLElement) control.focus();
          return;
        }
        setErrors({});
        await onSubmit(result.input);
      })
      // The schema did not load (offline): nothing is sent, and the next submit fetches it again.
      .catch(() => undefined)
      .finally(() => setSubmitting(false));
  };

  return { values, errors, isSubmitting, setValue, blur, text, handleSubmit };
}
