/**
 * Sends the browser to the payment provider's page (a full page load, leaving the app). Kept in
 * its own module so that tests can watch where the shopper would have gone.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
