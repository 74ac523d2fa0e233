/**
 * Makes the window `width` pixels wide as far as CSS media queries go (antd's Grid.useBreakpoint and Layout.Sider ask
 * `matchMedia` for each breakpoint's min-width). jsdom has no layout; the suite's default answers no query at all,
 * which antd reads as the narrowest screen (a phone). Undo with jest.restoreAllMocks().
 */
export function mockScreenWidth(width: number) {
  return jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}
