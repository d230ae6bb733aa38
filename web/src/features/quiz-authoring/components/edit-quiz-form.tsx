import { Suspense, useState } from 'react';
import type { CreateQuizInput } from '@quizmaster/shared/quiz-authoring';
import { useDraftBase } from '../lib/draft-base';
import type { QuizFormValues } from '../lib/quiz-form-values';
import { QuizConflict } from './draft-conflict-lazy';
import { QuizForm } from './quiz-form';

interface EditQuizFormProps {
  /** The quiz's fields as stored at `version` (the page's last read). */
  stored: QuizFormValues;
  version: number;
  upload: ((file: File, onProgress: (percent: number) => void) => Promise<string>) | null;
  /**
   * Saves the fields as a draft started from `baseVersion`; `saved` takes the version the save
   * answered, and must hear it before the page reloads the quiz.
   */
  onSave: (input: CreateQuizInput, baseVersion: number, saved: (version: number) => void) => Promise<void>;
}

/**
 * Edit Quiz's form of the quiz's fields (ADR 0015): the draft follows each version the page reads
 * when that shows the admin nothing new (useDraftBase), and after their own save it shows what was
 * stored. When another admin changed the fields meanwhile, their values stand beside the draft and
 * Save waits for the admin's choice.
 */
export function EditQuizForm({ stored, version, upload, onSave }: EditQuizFormProps) {
  const [draft, setDraft] = useState(stored);
  const based = useDraftBase(stored, version, draft);
  // The form starts over (a new key) from `origin` whenever the draft gives way.
  const [round, setRound] = useState(based.round);
  if (round !== based.round) {
    setRound(based.round);
    setDraft(based.origin);
  }

  return (
    <QuizForm
      key={based.round}
      label="Edit Quiz"
      submitLabel="Save quiz"
      upload={upload}
      initialValues={based.origin}
      onValuesChange={setDraft}
      blocker={
        based.theirs ? (
          <Suspense fallback={null}>
            <QuizConflict theirs={based.theirs} yours={draft} onKeepDraft={based.keepDraft} onTakeTheirs={based.takeTheirs} />
          </Suspense>
        ) : null
      }
      onSubmit={async (input) => {
        if (!based.theirs) await onSave(input, based.base, based.saved);
      }}
    />
  );
}
