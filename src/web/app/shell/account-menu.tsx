import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { UserIcon } from '../../components/ui/icons';
import { signOut } from '../../features/auth/sign-out';
import { useIsSignedIn } from '../../lib/session';

const itemClass = 'block w-full px-4 py-2.5 text-left text-sm text-ink hover:bg-sand';

/** Dashboard and Sign Out when signed in; Login and Sign Up otherwise. */
export function AccountMenu() {
  const isSignedIn = useIsSignedIn();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const handlePointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('mousedown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('mousedown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [isOpen]);

  const close = () => setIsOpen(false);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        className="inline-flex size-10 items-center justify-center hover:bg-sand"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isSignedIn ? 'Account' : 'Login or sign up'}
        onClick={() => setIsOpen((open) => !open)}
      >
        <UserIcon className="size-5" />
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute right-0 mt-2 w-48 border border-line bg-white py-1 shadow-lg"
      >
        {isSignedIn ? (
          <>
            <Link to="/dashboard" className={itemClass} onClick={close}>
              Dashboard
            </Link>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                close();
                signOut();
              }}
            >
              Sign Out
            </button>
          </>
        ) : (
          <>
            <Link to="/login" className={itemClass} onClick={close}>
              Login
            </Link>
            <Link to="/register" className={itemClass} onClick={close}>
              Sign Up
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
