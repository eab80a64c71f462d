import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
} from 'react-admin';
import { DemoResetButton } from '@/src/demo/DemoResetButton';
import { SearchButton } from '@/src/search/SearchButton';

export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
      toolbar={
        <>
          <SearchButton />
          <DemoResetButton />
          <LocalesMenuButton />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    >
      {/* The screen's title is its level-one heading, which screen-reader users jump to. */}
      <TitlePortal component="h1" sx={{ '&:empty': { visibility: 'hidden' } }} />
    </RaAppBar>
  );
}
