import type { ReactNode } from 'react';

import { Prose } from './prose';

/**
 * A titled section of a text page. It can be linked to by its id (the fixed top bar is allowed
 * for) and takes focus when a hash link brings it into view.
 */
export function ContentSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="scroll-mt-32 border-t border-line pt-10 focus:outline-none lg:scroll-mt-24"
    >
      <h2 id={`${id}-title`} className="text-3xl font-semibold leading-tight text-ink sm:text-4xl">
        {title}
      </h2>
      <Prose className="mt-5">{children}</Prose>
    </section>
  );
}
