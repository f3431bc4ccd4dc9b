import { useState } from 'react';

import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { handleError } from '../../../lib/handle-error';
import { navigateTo } from '../../../lib/navigation';
import { session } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { endChat } from '../../chat/api/chat-connection';
import { useSignOutEverywhere } from '../api/auth.queries';

/**
 * "Sign out everywhere": after a confirmation, every session of the account ends (other
 * browsers, phones, open chats) and this browser lands on the login page with the answer.
 */
export function SignOutEverywhere() {
  const [isAsking, setIsAsking] = useState(false);
  const signOutEverywhere = useSignOutEverywhere();

  async function handleConfirm() {
    // This tab's chat would be told its session ended (and sign out) before the answer comes.
    endChat();
    try {
      const result = await signOutEverywhere.mutateAsync();
      setIsAsking(false);
      session.signOut();
      toast.success(result.message);
      navigateTo('/login', { replace: true });
    } catch (error) {
      setIsAsking(false);
      handleError(error);
    }
  }

  return (
    <section aria-labelledby="sign-out-everywhere" className="mt-10 border-t border-line pt-8">
      <h2 id="sign-out-everywhere" className="mb-2 text-2xl font-semibold text-ink">
        Sign Out Everywhere
      </h2>
      <p className="mb-6 text-sm text-muted">
        Signs this account out on every device and browser, this one included, and closes its open
        support chats. Use it if you signed in on a device you no longer have.
      </p>
      <Button variant="secondary" onClick={() => setIsAsking(true)}>
        Sign Out Everywhere
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title="Sign out everywhere?"
        confirmLabel="Sign Out Everywhere"
        isBusy={signOutEverywhere.isPending}
        onConfirm={() => void handleConfirm()}
        onClose={() => setIsAsking(false)}
      >
        Every device signed in to this account, this one included, will have to sign in again.
      </ConfirmDialog>
    </section>
  );
}
