import { IMAGE_ASPECT, PLACEHOLDER_IMAGE, srcSetFor } from '#shared/product/images';

import { cn } from '../../lib/cn';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** The rendered width per viewport, for the browser to pick a variant from the srcset. */
  sizes: string;
  /** Intrinsic width; the height follows the 4:5 ratio, so the box is reserved before load. */
  width?: number;
  /** Above the fold: loaded eagerly and first. */
  isPriority?: boolean;
  className?: string;
}

/** A 4:5 product photo from our webp variants (or the placeholder), with no layout shift. */
export function ProductImage({
  src,
  alt,
  sizes,
  width = 800,
  isPriority = false,
  className,
}: ProductImageProps) {
  const url = src || PLACEHOLDER_IMAGE;
  const srcSet = srcSetFor(src);
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={Math.round((width * IMAGE_ASPECT.height) / IMAGE_ASPECT.width)}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-[4/5] bg-sand object-cover', className)}
    />
  );
}
