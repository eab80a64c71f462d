export const FAKE_API = !import.meta.env.VITE_API_URL;
