/** Widths of the webp variants made for every uploaded or seeded image. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Shown when a product has no image. */
export const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/** Images are 4:5 portraits, like a garment on a hanger. */
export const IMAGE_ASPECT = { width: 4, height: 5 } as const;

const VARIANT = /^(.*)-(\d+)\.webp$/;

/** The public path of one variant of a stored image. */
export function imagePath(key: string, width: ImageWidth = 1200): string {
  return `/uploads/images/${key}-${width}.webp`;
}

/** A srcset for an image URL of ours (every width), or undefined for any other URL. */
export function srcSetFor(url: string | null | undefined): string | undefined {
  const match = url ? VARIANT.exec(url) : null;
  if (!match) return undefined;
  return IMAGE_WIDTHS.map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
}
