import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, Logout, TitlePortal, ToggleThemeButton, UserMenu } from 'react-admin';
import { DemoResetButton } from './DemoResetButton';

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
          <DemoResetButton />
          <LocalesMenuButton />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </RaAppBar>
  );
}
