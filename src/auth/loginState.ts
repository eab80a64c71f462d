/**
 * `denied`: set on the redirect of a signed-in user who opened a page their role may not open.
 * `nextPathname`/`nextSearch`: the page to return to after signing in (react-admin's redirect on a
 * 401, or the boot redirect of a signed-out start), as react-admin's own login would.
 */
export interface LoginLocationState {
  denied?: boolean;
  nextPathname?: string;
  nextSearch?: string;
}
