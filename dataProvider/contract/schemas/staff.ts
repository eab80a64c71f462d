import { z } from 'zod';
import { EMAIL_PATTERN, RESERVED_SETTING_KEYS, SETTING_KEY_PATTERN } from '../../fieldRules';
import { ISSUED_RESET_TOKEN, SIGNED_IN_USER, type CallExamples } from '../examples';
import { TRUE_OR_FALSE, callsOf, type AreaContract, type ContractCall } from '../areaContract';
import { dateTime, filled, text } from './common';
import { problem } from './problems';
import { PRIVILEGE_VALUES, ROLE_VALUES } from '../../roles';

export const MIN_PASSWORD_LENGTH = 8;

export const systemUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  privilege: z.enum(PRIVILEGE_VALUES).nullable(),
  roles: z.array(z.enum(ROLE_VALUES)),
  active: z.boolean(),
  archived: z.boolean(),
  createdAt: dateTime,
});

export const loginResultSchema = z.object({ token: z.string(), user: systemUserSchema });

export const settingSchema = z.object({ key: z.string(), value: z.string() });

const email = filled('email').regex(EMAIL_PATTERN, problem('emailInvalid'));
const password = z.string().min(1, problem('fieldRequired')).min(MIN_PASSWORD_LENGTH, problem('passwordTooShort'));

export const systemUserInputSchema = z.object({
  firstName: filled('name'),
  lastName: filled('name'),
  email,
  privilege: z.enum(PRIVILEGE_VALUES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? 'fieldRequired' : 'privilegeInvalid',
  }),
  password: password.describe(
    'Create only: the first password. A password sent with a PUT is ignored; it changes by reset link.',
  ),
  archived: z.boolean().optional(),
});

/** The fields sent are checked as on create; `{archived: true}` alone archives. */
export const systemUserChangesSchema = systemUserInputSchema.omit({ password: true }).partial();

export const loginInputSchema = z.object({ email: z.string(), password: z.string() });
export const forgotPasswordInputSchema = z.object({ email });
export const resetPasswordInputSchema = z.object({ token: z.string(), password });
export const messageAnswerSchema = z
  .object({ message: z.string() })
  .describe('A sentence to show, in the caller’s language.');
export const resetLinkSchema = z.object({ email: z.string() }).describe('The account a valid reset link is for.');

/** PATCH settings/{key}: every value is stored as text; a number or true/false is taken as its text. */
export const settingChangeSchema = z.object({
  value: z
    .union([text('text'), z.number(), z.boolean()], problem('valueRequired'))
    .transform(String)
    .pipe(text('text').min(1, problem('valueRequired'))),
});

const SETTING_KEY_RULE = [
  'The setting’s key: 1 to 64 letters, digits, `_`, `.` or `-`, and none of the names every JavaScript object has',
  `(${RESERVED_SETTING_KEYS.map((key) => `\`${key}\``).join(', ')}).`,
  'Any other key is refused with 400, `errors` naming `key`.',
].join(' ');

export const STAFF_SCHEMAS = {
  SystemUser: systemUserSchema,
  SystemUserInput: systemUserInputSchema,
  SystemUserChanges: systemUserChangesSchema,
  LoginInput: loginInputSchema,
  LoginResult: loginResultSchema,
  ForgotPasswordInput: forgotPasswordInputSchema,
  ResetPasswordInput: resetPasswordInputSchema,
  ResetLink: resetLinkSchema,
  Message: messageAnswerSchema,
  Setting: settingSchema,
  SettingChange: settingChangeSchema,
} as const;

const call = callsOf<typeof STAFF_SCHEMAS>();

export const STAFF_CALLS: readonly ContractCall[] = [
  call('POST', 'system-user/login', 'public', 'Sign in with email and password; answers the token and the user.', {
    body: 'LoginInput',
    record: 'LoginResult',
    refusals: {
      403: 'The account is deactivated or archived.',
      429: [
        'Ten wrong passwords for this email within 15 minutes of the first of them: every sign-in with it, the right',
        'password too, is refused until those 15 minutes are over (`Retry-After`: the seconds left). Any email',
        'counts, an account’s or not; a right password does not end the pause.',
      ].join(' '),
    },
  }),
  call('GET', 'system-user/profile', 'signedIn', 'The signed-in system user.', { record: 'SystemUser' }),
  call(
    'GET',
    'system-user',
    'admin',
    'System users, paged, searched by name or email, filtered by privilege, active, archived.',
    {
      answers: 'paged',
      record: 'SystemUser',
      filters: {
        privilege: 'admin, customer_care_admin or customer_care_agent.',
        active: TRUE_OR_FALSE,
        archived: TRUE_OR_FALSE,
      },
    },
  ),
  call('POST', 'system-user', 'admin', 'Create a system user with a first password.', {
    creates: 'new',
    body: 'SystemUserInput',
    record: 'SystemUser',
  }),
  call('PUT', 'system-user/{userId}', 'admin', 'Replace a system user (archive and restore send it with archived).', {
    body: 'SystemUserChanges',
    record: 'SystemUser',
    conditional: true,
  }),
  call('POST', 'system-user/activate/{userId}', 'admin', 'Activate a system user.', { record: 'SystemUser' }),
  call('POST', 'system-user/deactivate/{userId}', 'admin', 'Deactivate a system user.', {
    record: 'SystemUser',
    refusals: { 400: 'An admin may not deactivate their own account.' },
  }),
  call('POST', 'system-user/forget-password', 'public', 'Mail a password-reset link to an email, if it is a user’s.', {
    body: 'ForgotPasswordInput',
    record: 'Message',
  }),
  call('POST', 'system-user/reset-password', 'public', 'Set a new password with a reset token.', {
    body: 'ResetPasswordInput',
    record: 'Message',
  }),
  call('GET', 'system-user/reset-password/{token}', 'public', 'Whether a reset token is still valid.', {
    record: 'ResetLink',
    refusals: { 400: 'The link is unknown, used, expired, or its account can no longer sign in.' },
    unknownPathValue: 'An unknown token is refused with 400.',
  }),
  call('GET', 'settings', 'customerCare', 'Every setting (care staff read the care queue’s targets).', {
    answers: 'whole',
    record: 'Setting',
  }),
  call(
    'PATCH',
    'settings/{id}',
    'admin',
    'Change a setting’s value (a new key creates the setting); the care targets care_first_response_minutes and care_resolution_hours take only a whole number above 0.',
    {
      body: 'SettingChange',
      record: 'Setting',
      conditional: true,
      unknownPathValue: 'A new key creates the setting.',
      pathPatterns: {
        id: {
          pattern: SETTING_KEY_PATTERN,
          description: SETTING_KEY_RULE,
        },
      },
    },
  ),
];

const DEACTIVATED_AGENT = '7960f728-6f2e-4a4f-bf7c-76056ce9f254';
const newUser = {
  firstName: 'Huda',
  lastName: 'Al-Otaibi',
  email: 'huda.new@example.com',
  privilege: 'customer_care_agent',
  password: 'long enough',
} satisfies z.input<typeof systemUserInputSchema>;

export const STAFF_EXAMPLES: CallExamples = {
  'POST system-user/login': {
    body: { email: 'admin@example.com', password: 'demo1234' } satisfies z.input<typeof loginInputSchema>,
    refused: { body: { email: 'admin@example.com' }, field: 'password' },
    refusals: {
      403: { body: { email: 'dana.alhajri47@example.com', password: 'demo1234' } },
      // Ten wrong passwords are answered 400; the eleventh try is paused.
      429: { body: { email: 'agent@example.com', password: 'not the password' }, times: 11 },
    },
  },
  'GET system-user/profile': {},
  'GET system-user': { path: 'system-user?page=1&limit=10&sort=createdAt&order=DESC' },
  'POST system-user': { body: newUser, refused: { body: { ...newUser, email: 'not an email' }, field: 'email' } },
  'PUT system-user/{userId}': {
    path: `system-user/${DEACTIVATED_AGENT}`,
    body: {
      firstName: 'Dana',
      lastName: 'Al-Hajri',
      email: 'dana.alhajri47@example.com',
      privilege: 'customer_care_admin',
    } satisfies z.input<typeof systemUserChangesSchema>,
    refused: {
      body: { firstName: 'Dana', lastName: 'Al-Hajri', email: 'dana.alhajri47@example.com', privilege: 'owner' },
      field: 'privilege',
    },
  },
  'POST system-user/activate/{userId}': { path: `system-user/activate/${DEACTIVATED_AGENT}` },
  'POST system-user/deactivate/{userId}': {
    path: `system-user/deactivate/${DEACTIVATED_AGENT}`,
    refusals: { 400: { path: `system-user/deactivate/${SIGNED_IN_USER}` } },
  },
  'POST system-user/forget-password': {
    body: { email: 'agent@example.com' } satisfies z.input<typeof forgotPasswordInputSchema>,
    refused: { body: { email: 'agent@' }, field: 'email' },
  },
  'POST system-user/reset-password': {
    body: { token: ISSUED_RESET_TOKEN, password: 'a new password' } satisfies z.input<typeof resetPasswordInputSchema>,
    refused: { body: { token: ISSUED_RESET_TOKEN, password: 'short' }, field: 'password' },
  },
  'GET system-user/reset-password/{token}': {
    path: `system-user/reset-password/${ISSUED_RESET_TOKEN}`,
    refusals: { 400: { path: 'system-user/reset-password/not-a-token' } },
  },
  'GET settings': {},
  'PATCH settings/{id}': {
    path: 'settings/vat_percentage',
    body: { value: '15' } satisfies z.input<typeof settingChangeSchema>,
    refused: { path: 'settings/vat_percentage', body: { value: '  ' }, field: 'value' },
  },
};

export const contract: AreaContract = {
  schemas: STAFF_SCHEMAS,
  calls: STAFF_CALLS,
  examples: STAFF_EXAMPLES,
  versioned: ['SystemUser', 'Setting'] satisfies (keyof typeof STAFF_SCHEMAS)[],
};
