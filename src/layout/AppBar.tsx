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
      {/* The screen's title is its level-one heading (screen-reader users jump to it), looking as before; a screen
          with no title leaves no empty heading behind. */}
      <TitlePortal component="h1" sx={{ '&:empty': { visibility: 'hidden' } }} />
    </RaAppBar>
  );
}
