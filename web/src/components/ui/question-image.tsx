import { chakra } from '@chakra-ui/react';
import type { ImageRef } from '@quizmaster/shared/question-images';
import { questionImageAttributes, type ImageLook, type ImagePriority } from './question-image-attributes';

const MAX_WIDTH: Record<ImageLook, string> = { question: '100%', option: '10rem' };

/**
 * A question's or an option's image (ADR 0037): the server's WebP variants in a srcset, its
 * box reserved from the stored size (width and height attributes with `height: auto`), so
 * nothing moves when it arrives; lazy unless `priority` says otherwise (the question on
 * screen), and decoded off the main thread.
 */
export function QuestionImage({ image, look = 'question', priority = 'lazy' }: { image: ImageRef; look?: ImageLook; priority?: ImagePriority }) {
  const { src, srcSet, sizes, width, height, alt, loading, fetchPriority } = questionImageAttributes(image, look, priority);
  return (
    <chakra.img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      htmlWidth={width}
      htmlHeight={height}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      display="block"
      maxW={MAX_WIDTH[look]}
      h="auto"
      rounded="md"
      bg="bg.muted"
    />
  );
}
