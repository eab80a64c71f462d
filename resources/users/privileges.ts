import { PRIVILEGES } from '@/dataProvider/types';

export const privilegeChoices = PRIVILEGES.map((id) => ({ id, name: `resources.users.privileges.${id}` }));
