jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn().mockResolvedValue(undefined),
}));

const list = {
  remotes: [
    { name: 'mf_alerts', label: 'Alerts', entry: '/remotes/mf_alerts/mf-manifest.json' },
    { name: 'mf_properties', label: 'Properties', entry: '/remotes/mf_properties/mf-manifest.json' },
  ],
};

async function freshModule() {
  jest.resetModules();
  const preload = await import('./firstScreenPreload');
  const { preloadRemote } = jest.requireMock('@module-federation/enhanced/runtime');
  return { ...preload, preloadRemote: preloadRemote as jest.Mock };
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('first screen preload', () => {
  it('names the Overview widgets for / and the route module of a remote screen', async () => {
    const { firstScreenModules } = await freshModule();
    expect(firstScreenModules('/')).toEqual([
      { remote: 'mf_properties', module: './ProjectPulseWidget' },
      { remote: 'mf_alerts', module: './AlertsOverviewWidget' },
    ]);
    expect(firstScreenModules('/alerts')).toEqual([{ remote: 'mf_alerts', module: './AlertsPage' }]);
    // The shell's own screens and parameterised routes preload nothing.
    expect(firstScreenModules('/login')).toEqual([]);
    expect(firstScreenModules('/documents/42')).toEqual([]);
  });

  it('preloads the widgets of / once the remote list arrives, signed in', async () => {
    window.localStorage.setItem('parcelwatch.token', 'a-token');
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(list)));
    const { preloadFirstScreen, preloadRemote } = await freshModule();
    preloadFirstScreen('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_properties', exposes: ['ProjectPulseWidget'] },
      { nameOrAlias: 'mf_alerts', exposes: ['AlertsOverviewWidget'] },
    ]);
  });

  it('fetches nothing signed out, and swallows a failed remote list (the parcel shows it)', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503 }));
    const { preloadFirstScreen, preloadRemote } = await freshModule();
    preloadFirstScreen('/');
    expect(fetchSpy).not.toHaveBeenCalled();
    window.localStorage.setItem('parcelwatch.token', 'a-token');
    preloadFirstScreen('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('preloads the remote scripts the server listed in the page, signed in only, same-origin paths only', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(list)));
    const { preloadFirstScreen, FIRST_SCREEN_ELEMENT_ID } = await freshModule();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_SCREEN_ELEMENT_ID;
    block.textContent = JSON.stringify([
      '/remotes/mf_alerts/remoteEntry.js',
      '/remotes/mf_alerts/__federation_expose_AlertsOverviewWidget.1a2b.js',
      'https://elsewhere.example/evil.js',
      '//elsewhere.example/evil.js',
      42,
    ]);
    document.head.append(block);
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
        (link) => new URL(link.href).pathname,
      );
    try {
      preloadFirstScreen('/');
      expect(preloaded()).toEqual([]);
      window.localStorage.setItem('parcelwatch.token', 'a-token');
      preloadFirstScreen('/');
      expect(preloaded()).toEqual([
        '/remotes/mf_alerts/remoteEntry.js',
        '/remotes/mf_alerts/__federation_expose_AlertsOverviewWidget.1a2b.js',
      ]);
    } finally {
      block.remove();
      document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    }
  });
});
