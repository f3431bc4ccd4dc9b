import type { ReactNode } from 'react';

import { PageTitle } from '../../../components/ui/page';

/**
 * The frame of every customer-care and house page: an eyebrow, the page's only h1, a short
 * introduction, then the body in a readable column.
 */
export function ContentPage({
  title,
  eyebrow,
  intro,
  children,
}: {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="container-page py-12 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <header className="border-b border-line pb-10">
          <PageTitle eyebrow={eyebrow} className="mb-0">
            {title}
          </PageTitle>
          {intro ? (
            <div className="mt-5 text-lg leading-8 text-ink-soft [&>*+*]:mt-3">{intro}</div>
          ) : null}
        </header>
        {children ? <div className="mt-12 space-y-14">{children}</div> : null}
      </div>
    </article>
  );
}
