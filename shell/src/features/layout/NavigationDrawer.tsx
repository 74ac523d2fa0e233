import { Drawer } from 'antd';
import type { RefObject } from 'react';
import { Brand } from './Brand';
import { MainMenu } from './MainMenu';

export interface NavigationDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The menu button: the focus goes back to it once the drawer has closed. */
  menuButton: RefObject<HTMLButtonElement | null>;
}

/** A phone's main menu as a drawer from the left (PhoneNavigation loads it the first time the menu button is pressed). */
export function NavigationDrawer({ id, open, onClose, menuButton }: NavigationDrawerProps) {
  return (
    <Drawer
      id={id}
      placement="left"
      open={open}
      onClose={onClose}
      afterOpenChange={(isOpen) => {
        if (!isOpen) menuButton.current?.focus();
      }}
      title={<Brand />}
      closable={{ 'aria-label': 'Close navigation' }}
      size={280}
      styles={{ body: { padding: 0 } }}
    >
      <MainMenu onNavigate={onClose} />
    </Drawer>
  );
}
