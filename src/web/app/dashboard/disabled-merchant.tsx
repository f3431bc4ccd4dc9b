import { Button } from '../../components/ui/button';
import { STORE_CONTACT } from '../../lib/store-contact';
import { signOut } from '../../features/auth/sign-out';

export function DisabledMerchant({ firstName }: { firstName: string }) {
  return (
    <div className="container-page flex justify-center py-20">
      <div className="max-w-lg border border-line p-10 text-center">
        <h1 className="text-4xl font-semibold">Hi, {firstName}</h1>
        <p className="mt-5 text-ink-soft">Unfortunately it seems your account has been disabled.</p>
        <p className="mt-2 text-ink-soft">Please contact admin to request access again.</p>
        <p className="mt-6 text-sm text-muted">
          Support line:{' '}
          <a href={STORE_CONTACT.phoneHref} className="font-medium text-ink underline">
            {STORE_CONTACT.phone}
          </a>
        </p>
        <Button variant="secondary" className="mt-8" onClick={signOut}>
          Sign Out
        </Button>
      </div>
    </div>
  );
}
