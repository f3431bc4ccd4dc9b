import { ContentPage } from '../components/content-page';
import { TextLink } from '../components/text-link';

export function TrackOrdersPage() {
  return (
    <ContentPage
      title="Track Orders"
      intro={
        <p>
          Signed in? Follow each of your orders from{' '}
          <TextLink to="/dashboard/orders">your orders in the dashboard</TextLink>.
        </p>
      }
    />
  );
}
