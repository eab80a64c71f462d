// `denied`: a signed-in user opened a page their role may not open. `nextPathname`/`nextSearch`: where signing in
// returns to, as react-admin's own login would.
export interface LoginLocationState {
  denied?: boolean;
  nextPathname?: string;
  nextSearch?: string;
}
