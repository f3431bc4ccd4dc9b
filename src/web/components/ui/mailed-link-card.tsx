import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { AuthCard } from './auth-card';

/** What the card reads of the mutation that sends a link's token (TanStack Query's result). */
interface LinkMutation {
  mutate: (token: string) => void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  data?: { message: string } | undefined;
  error: Error | null;
}

/**
 * The page a mailed link opens (`/<page>/<token>`): it sends the token once, signed in or not
 * (the link may be opened on another device), and says how it went, with a way on.
 */
export function MailedLinkCard({
  title,
  token,
  mutation,
  pendingText,
  next,
}: {
  title: string;
  token: string;
  mutation: LinkMutation;
  pendingText: string;
  /** Where to go once it is done: by whether it worked. */
  next: (isSuccess: boolean) => { to: string; label: string };
}) {
  const sent = useRef(false);
  const { mutate } = mutation;

  useEffect(() => {
    // Once, even when React runs the effect twice: the link works once.
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  const text = mutation.isSuccess
    ? (mutation.data?.message ?? '')
    : mutation.isError
      ? (mutation.error?.message ?? '')
      : pendingText;
  const link = next(mutation.isSuccess);

  return (
    <AuthCard title={title}>
      <p role="status" className="text-center text-sm text-ink">
        {text}
      </p>
      {mutation.isPending ? null : (
        <p className="mt-6 text-center text-sm">
          <Link to={link.to} className="underline underline-offset-2">
            {link.label}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
