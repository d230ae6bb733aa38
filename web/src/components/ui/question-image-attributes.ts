import { imageSrc, imageSrcSet, type ImageRef } from '@quizmaster/shared/question-images';

/**
 * A question image's `<img>` attributes (ADR 0037), without React or Chakra: QuestionImage renders
 * them, and /startQuiz's early paint (features/quiz-taking/lib/early-question.ts) writes the same
 * before the app has started, so the app's render over it changes nothing.
 */

/**
 * How wide each use shows the image, for the browser to pick a variant from the srcset: the
 * question column is at most 40rem (less the page's padding on a phone); an option's image 10rem.
 */
const LOOKS = {
  question: { sizes: '(min-width: 42rem) 40rem, calc(100vw - 2rem)', fallbackWidth: 640 },
  option: { sizes: '10rem', fallbackWidth: 320 },
} as const;

export type ImageLook = keyof typeof LOOKS;

/**
 * How soon the image loads: `lazy` near the viewport only (reviews, lists, the editor); `eager`
 * at once (the question on screen: lazy would only delay it); `high`, at once and first (the
 * question's own image, likely the page's largest paint).
 */
export type ImagePriority = 'lazy' | 'eager' | 'high';

/** The variant for browsers without srcset: the first at least as wide as the use needs, else the largest. */
const fallbackWidth = (widths: readonly number[], wanted: number): number => widths.find((width) => width >= wanted) ?? widths.at(-1) ?? wanted;

export function questionImageAttributes(image: ImageRef, look: ImageLook, priority: ImagePriority) {
  const { sizes, fallbackWidth: wanted } = LOOKS[look];
  return {
    src: imageSrc(image.id, fallbackWidth(image.widths, wanted)),
    srcSet: imageSrcSet(image),
    sizes,
    width: image.width,
    height: image.height,
    alt: image.alt,
    loading: priority === 'lazy' ? ('lazy' as const) : ('eager' as const),
    // Always written, so the early paint only sets values (its attributes stay in the app's order).
    fetchPriority: priority === 'high' ? ('high' as const) : ('auto' as const),
  };
}
