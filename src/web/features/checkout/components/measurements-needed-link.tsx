import { Link } from 'react-router';

import { MEASUREMENTS_SCREEN_PATH } from '#shared/product/made-to-measure';
import { MEASUREMENT_MESSAGES } from '#shared/user/measurements.messages';

/**
 * After a refusal that says the measurements are incomplete: a link to fill them in (decision
 * 0042). Nothing for any other message.
 */
export function MeasurementsNeededLink({
  message,
  onFollow,
}: {
  message: string | null;
  onFollow?: () => void;
}) {
  if (message !== MEASUREMENT_MESSAGES.incomplete) return null;
  return (
    <>
      {' '}
      <Link
        to={MEASUREMENTS_SCREEN_PATH}
        onClick={onFollow}
        className="font-medium underline underline-offset-4"
      >
        Complete your measurements
      </Link>
    </>
  );
}
