/** The built-in fake API runs unless a real API origin is configured. */
export const FAKE_API = !import.meta.env.VITE_API_URL;
