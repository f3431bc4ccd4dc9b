import { Button } from '../../components/ui/button';
import { readSupportPhone } from '../../lib/store-contact';
import { signOut } from '../../features/auth/sign-out';

/** What a merchant whose account an admin disabled sees instead of the dashboard (dashboard spec). */
export function DisabledMerchant({ firstName }: { firstName: string }) {
  const support = readSupportPhone();
  return (
    <div className="container-page flex justify-center py-20">
      <div className="max-w-lg border border-line p-10 text-center">
        <h1 className="text-4xl font-semibold">Hi, {firstName}</h1>
        <p className="mt-5 text-ink-soft">Unfortunately it seems your account has been disabled.</p>
        <p className="mt-2 text-ink-soft">Please contact admin to request access again.</p>
        <p className="mt-6 text-sm text-muted">
          Support line:{' '}
          <a href={support.phoneHref} className="font-medium text-ink underline">
            {support.phone}
          </a>
        </p>
        <Button variant="secondary" className="mt-8" onClick={signOut}>
          Sign Out
        </Button>
      </div>
    </div>
  );
}
