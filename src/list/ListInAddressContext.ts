import { createContext } from 'react';

/**
 * Whether the list keeps its page, sort and filters in the address (react-admin's default) or in its store
 * (`disableSyncWithLocation`), as AreaList was told; unset for a list AreaList did not make.
 */
export const ListInAddressContext = createContext<boolean | undefined>(undefined);
