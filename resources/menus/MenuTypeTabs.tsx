import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { MENU_TYPES, type MenuType } from '@/dataProvider/types';

/** The two menus are two lists of the same items (GET menu with menuType): a tab switches the filter. */
export function MenuTypeTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const current = (filterValues.menuType as MenuType | undefined) ?? 'menu';
  return (
    <Tabs
      value={current}
      onChange={(_, menuType: MenuType) =>
        setFilters({ ...filterValues, menuType, categoryId: undefined }, displayedFilters)
      }
      sx={{ px: 2 }}
    >
      {MENU_TYPES.map((type) => (
        <Tab key={type} value={type} label={translate(`resources.menus.menuTypes.${type}`)} />
      ))}
    </Tabs>
  );
}
