/** Small parts the menu screens share: names in the reader's language, photos, choices. */
import { Box } from '@mui/material';
import { ReferenceInput, useLocaleState, useTranslate, type Validator } from 'react-admin';
import type { MenuCategory } from '@/dataProvider/types';
import { MENU_ITEM_TYPES, MENU_TYPES } from '@/dataProvider/types';
import { safeImageSrc } from '@/dataProvider/safeUrl';
import { PICK_PAGE, SearchPicker } from '@/src/forms/SearchPickers';

export { useLocalName } from '@/src/format/localName';

export const categoryName = (category: MenuCategory | undefined, locale: string): string =>
  category ? (locale === 'ar' ? category.nameAr : category.name) : '';

const byOrder = { field: 'order', order: 'ASC' } as const;

/** Found by name in either language as one types, categories in menu order. */
export function CategoryInput({
  source = 'categoryId',
  label,
  validate,
  fullWidth,
}: {
  /** A list's filter bar reads its inputs' `source`. */
  source?: string;
  label: string;
  validate?: Validator | Validator[];
  fullWidth?: boolean;
}) {
  const [locale] = useLocaleState();
  return (
    <ReferenceInput source={source} reference="menuCategories" sort={byOrder} perPage={PICK_PAGE}>
      <SearchPicker
        label={label}
        optionText={(category: MenuCategory) => categoryName(category, locale)}
        validate={validate}
        fullWidth={fullWidth}
      />
    </ReferenceInput>
  );
}

export const itemTypeChoices = MENU_ITEM_TYPES.map((id) => ({ id, name: `resources.menus.types.${id}` }));
export const menuTypeChoices = MENU_TYPES.map((id) => ({ id, name: `resources.menus.menuTypes.${id}` }));
export const statusChoices = ['active', 'inactive'].map((id) => ({ id, name: `resources.menus.statuses.${id}` }));

const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#eceff1"/><path d="M28 64l14-18 10 12 8-9 12 15z" fill="#b0bec5"/><circle cx="62" cy="36" r="6" fill="#b0bec5"/></svg>',
  );

export function ItemPhoto({ src: given, size = 48 }: { src?: string; size?: number }) {
  const translate = useTranslate();
  const src = safeImageSrc(given);
  return (
    <Box
      component="img"
      src={src || PLACEHOLDER}
      alt={src ? '' : translate('resources.menus.noPhoto')}
      data-placeholder={src ? undefined : 'true'}
      // Asked for once the row is on the page, not while a list of them renders: an img starts loading as soon
      // as React creates it, and the in-browser fake answers on the thread that is rendering.
      loading="lazy"
      decoding="async"
      onError={(event) => {
        const img = event.currentTarget;
        if (img.src !== PLACEHOLDER) img.src = PLACEHOLDER;
      }}
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
    />
  );
}
