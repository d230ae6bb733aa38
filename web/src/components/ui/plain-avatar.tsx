import { chakra, useSlotRecipe, type ConditionalValue } from '@chakra-ui/react';
import { useMemo, useState, type ComponentProps } from 'react';

type AvatarSize = 'full' | '2xs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';

/** Chakra Avatar's rule: the first and last names' initials, or the only name's first letter. */
function initialsOf(name: string): string {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? (names[names.length - 1] ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

/**
 * An avatar drawn by Chakra's avatar recipe: the photo over the initials (or a figure), the
 * initials staying when the photo fails. An `<img>` with onLoad/onError does what Chakra Avatar's
 * state machine (zag) does here, without its runtime on every page (the header shows one).
 */
export function PlainAvatar({
  name,
  src,
  size = 'md',
  colorPalette = 'purple',
  ...rest
}: {
  name?: string | undefined;
  src?: string | null | undefined;
  size?: ConditionalValue<AvatarSize>;
  colorPalette?: string;
} & Omit<ComponentProps<typeof chakra.span>, 'children' | 'css'>) {
  const recipe = useSlotRecipe({ key: 'avatar' });
  const styles = useMemo(() => recipe({ size }), [recipe, size]);
  return (
    <chakra.span data-part="root" colorPalette={colorPalette} {...rest} css={styles.root}>
      {/* Keyed by the address: a new photo starts hidden again until it has loaded. */}
      {src ? <AvatarPhoto key={src} src={src} fallbackCss={styles.fallback} imageCss={styles.image} name={name} /> : <Fallback name={name} css={styles.fallback} />}
    </chakra.span>
  );
}

type SlotCss = ComponentProps<typeof chakra.span>['css'];

function AvatarPhoto({ src, name, fallbackCss, imageCss }: { src: string; name: string | undefined; fallbackCss: SlotCss; imageCss: SlotCss }) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <>
      {status === 'loaded' ? null : <Fallback name={name} css={fallbackCss} />}
      {status === 'failed' ? null : (
        <chakra.img
          data-part="image"
          src={src}
          alt=""
          draggable={false}
          referrerPolicy="no-referrer"
          hidden={status !== 'loaded'}
          // An image the browser had in cache may have loaded before React listened.
          ref={(image: HTMLImageElement | null) => {
            if (image?.complete && image.naturalWidth > 0 && status === 'loading') setStatus('loaded');
          }}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
          css={imageCss}
        />
      )}
    </>
  );
}

function Fallback({ name, css }: { name: string | undefined; css: SlotCss }) {
  return (
    <chakra.span data-part="fallback" css={css}>
      {name ? initialsOf(name) : <FigureIcon />}
    </chakra.span>
  );
}

/** Chakra Avatar's placeholder figure. */
function FigureIcon() {
  return (
    <svg stroke="currentColor" fill="currentColor" strokeWidth="0" viewBox="0 0 24 24" height="1.2em" width="1.2em">
      <path d="M20 22H18V20C18 18.3431 16.6569 17 15 17H9C7.34315 17 6 18.3431 6 20V22H4V20C4 17.2386 6.23858 15 9 15H15C17.7614 15 20 17.2386 20 20V22ZM12 13C8.68629 13 6 10.3137 6 7C6 3.68629 8.68629 1 12 1C15.3137 1 18 3.68629 18 7C18 10.3137 15.3137 13 12 13ZM12 11C14.2091 11 16 9.20914 16 7C16 4.79086 14.2091 3 12 3C9.79086 3 8 4.79086 8 7C8 9.20914 9.79086 11 12 11Z" />
    </svg>
  );
}
