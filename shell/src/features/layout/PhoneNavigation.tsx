import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';

const DRAWER_ID = 'main-navigation-drawer';

// The drawer (antd's Drawer, in the `data` group) loads the first time the menu button is pressed, not with the first
// screen (docs/architecture.md, "The first load"); pointing at or focusing the button starts the download early.
const loadDrawer = () => import('./NavigationDrawer');
const NavigationDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.NavigationDrawer })));

/**
 * A phone's navigation (below antd's md breakpoint): a menu button in the top bar opens the main menu as a drawer
 * from the left; choosing an entry, the close button, Escape or the mask closes it, and the focus goes back to the
 * menu button.
 */
export function PhoneNavigation() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that it can play its closing animation and keep its state.
  const [wanted, setWanted] = useState(false);
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
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        style={{ width: 44, height: 44 }}
      />
      {wanted && (
        <Suspense fallback={null}>
          <NavigationDrawer id={DRAWER_ID} open={open} onClose={() => setOpen(false)} menuButton={menuButton} />
        </Suspense>
      )}
    </>
  );
}
