// Direction before first paint, so an Arabic user never sees a left-to-right flash. A file, not an inline
// script, so the Content-Security-Policy can forbid inline scripts (deploy/csp.ts). Loaded blocking in
// <head>, before the stylesheet and the app.
try {
  var l = localStorage.getItem('i18nextLng');
  if (l && l.indexOf('ar') === 0) {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
  }
} catch {
  // storage blocked: stay left-to-right
}
