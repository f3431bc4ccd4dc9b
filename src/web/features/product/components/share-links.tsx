import type { ReactNode } from 'react';

import { FacebookIcon, WhatsAppIcon, XIcon } from '../../../components/ui/icons';

function PinterestIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M10.5 20l1.6-7.2M11 9.6c0-1.6 1.2-2.6 2.6-2.6 1.5 0 2.4 1 2.4 2.4 0 2-1.2 3.6-2.8 3.6-.9 0-1.5-.6-1.3-1.4"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The links that share a product page on four channels. */
export function shareTargets(url: string, name: string, image: string | null) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${name} at Eko Thread`);
  return [
    {
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: <FacebookIcon className="size-4" />,
    },
    {
      label: 'X',
      href: `https://x.com/intent/post?url=${u}&text=${text}`,
      icon: <XIcon className="size-4" />,
    },
    {
      label: 'WhatsApp',
      href: `https://wa.me/?text=${text}%20${u}`,
      icon: <WhatsAppIcon className="size-4" />,
    },
    {
      label: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&description=${text}${
        image ? `&media=${encodeURIComponent(image)}` : ''
      }`,
      icon: <PinterestIcon className="size-4" />,
    },
  ] satisfies Array<{ label: string; href: string; icon: ReactNode }>;
}

/** Share on Facebook, X, WhatsApp and Pinterest, each in a new tab. */
export function ShareLinks({
  url,
  name,
  image,
}: {
  url: string;
  name: string;
  image: string | null;
}) {
  return (
    <div className="flex items-center gap-3">
      <p className="text-xs font-semibold tracking-[0.16em] text-ink uppercase">Share</p>
      <ul className="flex gap-2">
        {shareTargets(url, name, image).map((target) => (
          <li key={target.label}>
            <a
              href={target.href}
              target="_blank"
              rel="noreferrer noopener"
              aria-label={`Share on ${target.label}`}
              className="inline-flex size-9 items-center justify-center border border-stone-300 text-ink-soft transition-colors hover:border-ink hover:text-ink"
            >
              {target.icon}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
