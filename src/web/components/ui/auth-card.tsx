import type { ReactNode } from 'react';

/** The centred card of the sign-in screens (login, sign-up, password reset, Complete Sign Up). */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-md">
        <h1 className="text-center text-4xl font-semibold text-ink">{title}</h1>
        {subtitle ? <p className="mt-3 text-center text-sm text-muted">{subtitle}</p> : null}
        <div className="mt-8 border border-line bg-white p-6 sm:p-8">{children}</div>
        {footer ? <div className="mt-6 text-center text-sm text-ink-soft">{footer}</div> : null}
      </div>
    </div>
  );
}
