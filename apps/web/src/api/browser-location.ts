/**
 * Leaving the single-page app (sign-out, identity pages served by the server). Kept behind one
 * object so tests can watch where the app sends the browser.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
