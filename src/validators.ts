import { email, maxLength, minLength, required } from 'react-admin';

/** react-admin validators speaking the spec's messages (section 5), through i18n keys. */
export const isRequired = required('app.validation.required');
export const isEmail = email('app.validation.email');
export const atLeast = (min: number) => minLength(min, 'app.validation.minLength');
export const atMost = (max: number, message: string) => maxLength(max, message);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const looksLikeEmail = (value: string): boolean => EMAIL.test(value.trim());
