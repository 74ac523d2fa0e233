import { installFocusReturn } from './focusReturn';

// jsdom lays nothing out: an element is "on screen" here when it is connected and not display:none.
beforeAll(() => {
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    const hidden = (this as HTMLElement).closest('[style*="display: none"]');
    return (hidden || !this.isConnected ? [] : [{}]) as unknown as DOMRectList;
  });
});
afterAll(() => jest.restoreAllMocks());

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function page() {
  document.body.innerHTML = `
    <button id="menu">Actions</button>
    <div class="ant-dropdown"><button id="entry">Edit</button></div>
    <button id="view">View</button>`;
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.innerHTML = '<input id="field" /><button id="close">Close</button>';
  return { dialog, byId: (id: string) => document.getElementById(id)! };
}

describe('installFocusReturn', () => {
  let uninstall: () => void = () => undefined;
  afterEach(() => uninstall());

  it('gives the focus back to the trigger when the focused dialog is removed', async () => {
    uninstall = installFocusReturn(document);
    const { dialog, byId } = page();
    byId('view').focus();
    document.body.append(dialog);
    byId('field').focus();
    dialog.remove();
    expect(document.activeElement).toBe(document.body);
    await tick();
    expect(byId('view')).toHaveFocus();
  });

  it('when the trigger was a menu entry that is gone, gives it to the menu button', async () => {
    uninstall = installFocusReturn(document);
    const { dialog, byId } = page();
    byId('menu').focus();
    byId('entry').focus();
    document.body.append(dialog);
    byId('close').focus();
    byId('entry').parentElement!.style.display = 'none';
    dialog.remove();
    await tick();
    expect(byId('menu')).toHaveFocus();
  });

  it('does nothing when the focus went somewhere on purpose, or when no dialog had it', async () => {
    uninstall = installFocusReturn(document);
    const { dialog, byId } = page();
    byId('view').focus();
    document.body.append(dialog);
    byId('field').focus();
    byId('menu').focus(); // the dialog moved the focus itself
    dialog.remove();
    await tick();
    expect(byId('menu')).toHaveFocus();

    byId('view').focus();
    byId('view').blur(); // a click on the page's background
    document.body.append(document.createElement('p'));
    await tick();
    expect(document.activeElement).toBe(document.body);
  });
});
