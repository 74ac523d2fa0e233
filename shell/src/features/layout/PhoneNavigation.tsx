import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useRef, useState } from 'react';
import { Brand } from './Brand';
import { MainMenu } from './MainMenu';

const DRAWER_ID = 'main-navigation-drawer';

/**
 * A phone's navigation (below antd's md breakpoint): a menu button in the top bar opens the main menu as a drawer
 * from the left; choosing an entry, the close button, Escape or the mask closes it, and the focus goes back to the
 * menu button.
 */
export function PhoneNavigation() {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={menuButton}
        type="text"
        icon={<MenuOutlined />}
        aria-label="Open navigation"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={() => setOpen(true)}
        style={{ width: 44, height: 44 }}
      />
      <Drawer
        id={DRAWER_ID}
        placement="left"
        open={open}
        onClose={() => setOpen(false)}
        afterOpenChange={(isOpen) => {
          if (!isOpen) menuButton.current?.focus();
        }}
        title={<Brand />}
        closable={{ 'aria-label': 'Close navigation' }}
        size={280}
        styles={{ body: { padding: 0 } }}
      >
        <MainMenu onNavigate={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
