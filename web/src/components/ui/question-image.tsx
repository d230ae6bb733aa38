import { chakra } from '@chakra-ui/react';
import { imageSrc, imageSrcSet, type ImageRef } from '@quizmaster/shared/question-images';

/**
 * How wide each use shows the image, for the browser to pick a variant from the srcset: the
 * question column is at most 40rem (less the page's padding on a phone); an option's image 10rem.
 */
const LOOKS = {
  question: { sizes: '(min-width: 42rem) 40rem, calc(100vw - 2rem)', fallbackWidth: 640, maxW: '100%' },
  option: { sizes: '10rem', fallbackWidth: 320, maxW: '10rem' },
} as const;

/** The variant for browsers without srcset: the first at least as wide as the use needs, else the largest. */
const fallbackWidth = (widths: readonly number[], wanted: number): number => widths.find((width) => width >= wanted) ?? widths.at(-1) ?? wanted;

/**
 * A question's or an option's image (ADR 0037): the server's WebP variants in a srcset, its
 * box reserved from the stored size (width and height attributes with `height: auto`), so
 * nothing moves when it arrives; lazy, and decoded off the main thread.
 */
export function QuestionImage({ image, look = 'question' }: { image: ImageRef; look?: keyof typeof LOOKS }) {
  const { sizes, fallbackWidth: wanted, maxW } = LOOKS[look];
  return (
    <chakra.img
      src={imageSrc(image.id, fallbackWidth(image.widths, wanted))}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      htmlWidth={image.width}
      htmlHeight={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      display="block"
      maxW={maxW}
      h="auto"
      rounded="md"
      bg="bg.muted"
    />
  );
}
