import { useRef, useState, type KeyboardEvent } from 'react';

import { cn } from '../../../lib/cn';
import { ProductImage } from '../../../components/ui/product-image';

interface ProductGalleryProps {
  /** The main image and the two gallery images; missing ones are left out. */
  images: ReadonlyArray<string | null>;
  name: string;
}

/**
 * The main image with its thumbnails under it. A thumbnail shows its image large; the arrow
 * keys move between thumbnails.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const present = images.filter((image): image is string => Boolean(image));
  const shown: Array<string | null> = present.length > 0 ? present : [null];
  const [index, setIndex] = useState(0);
  const current = Math.min(index, shown.length - 1);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);

  const handleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowDown: 1,
      ArrowLeft: -1,
      ArrowUp: -1,
    };
    let next: number | undefined;
    if (event.key in moves)
      next = (current + (moves[event.key] ?? 0) + shown.length) % shown.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = shown.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    setIndex(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-hidden bg-sand">
        <ProductImage
          src={shown[current]}
          alt={shown.length > 1 ? `${name}, image ${current + 1} of ${shown.length}` : name}
          sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw"
          width={1200}
          isPriority
          className="w-full"
        />
      </div>
      {shown.length > 1 ? (
        // The arrow keys move between the thumbnails (one tab stop, the shown one).
        <div role="group" aria-label="Product images" className="flex gap-3">
          {shown.map((image, i) => (
            <button
              key={`${image ?? 'placeholder'}-${i}`}
              ref={(element) => {
                thumbs.current[i] = element;
              }}
              type="button"
              aria-pressed={i === current}
              aria-label={`Show image ${i + 1} of ${shown.length}`}
              tabIndex={i === current ? 0 : -1}
              className={cn(
                'w-20 border-2 transition-colors sm:w-24',
                i === current ? 'border-ink' : 'border-transparent hover:border-stone-300',
              )}
              onClick={() => setIndex(i)}
              onKeyDown={handleKey}
            >
              <ProductImage src={image} alt="" sizes="96px" width={96} className="w-full" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
