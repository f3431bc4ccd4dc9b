/**
 * The settings the server writes into every page's head as `<meta name="store:…">` (the hero's
 * clip, the support phone). While the server draws a page it has no document: it hands them here,
 * so the page it draws is the one the browser draws from the head.
 */
let drawnMeta: Record<string, string> | null = null;

export function setDrawnMeta(meta: Record<string, string>): void {
  drawnMeta = meta;
}

/** The setting's value, trimmed; null when the head has no such tag. */
export function readPageMeta(name: string): string | null {
  if (drawnMeta) return drawnMeta[name]?.trim() ?? null;
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  return meta ? meta.content.trim() : null;
}
