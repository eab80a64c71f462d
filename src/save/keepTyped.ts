import type { KeepStateOptions } from 'react-hook-form';

// react-admin resets a form whenever its record changes (a reorder, an upload, the 120 s refetch): what staff typed
// and not yet saved stays.
export const KEEP_TYPED: KeepStateOptions = { keepDirtyValues: true };
