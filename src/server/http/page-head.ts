import { jsonForHtml } from '#shared/common/text';

/** What the server puts in a page's <head> before the SPA takes over. */
export interface PageHead {
  /** 404 for a product, brand or path that does not exist (the SPA still renders its page). */
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical?: string;
  /** Open Graph and Twitter properties, e.g. { 'og:type': 'product' }. */
  meta?: Record<string, string>;
  jsonLd?: object;
  noindex?: boolean;
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** Writes the head into the built index.html: title, description, canonical, Open Graph, JSON-LD. */
export function renderIndex(
  template: string,
  head: PageHead,
  extraMeta: Record<string, string> = {},
): string {
  const tags: string[] = [];
  if (head.canonical)
    tags.push(`<link rel="canonical" href="${escapeAttribute(head.canonical)}" />`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  for (const [property, content] of Object.entries(head.meta ?? {})) {
    const attribute =
      property.startsWith('og:') || property.startsWith('product:') ? 'property' : 'name';
    tags.push(
      `<meta ${attribute}="${escapeAttribute(property)}" content="${escapeAttribute(content)}" />`,
    );
  }
  for (const [name, content] of Object.entries(extraMeta)) {
    tags.push(`<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}" />`);
  }
  if (head.jsonLd)
    tags.push(`<script type="application/ld+json">${jsonForHtml(head.jsonLd)}</script>`);

  // Replacer functions, never replacement strings: those expand $&, $` and $' found in a name
  // into copies of the template.
  const title = `<title>${escapeAttribute(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeAttribute(head.description)}" />`;
  const headEnd = `    ${tags.join('\n    ')}\n  </head>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => title)
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, () => description)
    .replace('</head>', () => headEnd);
}
