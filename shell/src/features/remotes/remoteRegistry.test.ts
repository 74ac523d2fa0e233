import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const list = {
  remotes: [
    { name: 'mf_alerts', label: 'Alerts', entry: '/remotes/mf_alerts/mf-manifest.json' },
    { name: 'mf_legal', label: 'Legal', entry: 'https://cdn.example.com/legal/mf-manifest.json' },
  ],
};

async function freshRegistry() {
  jest.resetModules();
  return import('./remoteRegistry');
}

afterEach(() => jest.restoreAllMocks());

describe('remote registry', () => {
  it('fetches the remote list at run time and registers absolute manifest URLs', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(list)));
    const { getRemoteList } = await freshRegistry();
    const loaded = await getRemoteList();
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(loaded.get('mf_alerts')?.entry).toBe('http://localhost/remotes/mf_alerts/mf-manifest.json');
    expect(loaded.get('mf_legal')?.label).toBe('Legal');
    const { registerRemotes: register } = jest.requireMock('@module-federation/enhanced/runtime');
    expect(register).toHaveBeenCalledWith([
      { name: 'mf_alerts', entry: 'http://localhost/remotes/mf_alerts/mf-manifest.json' },
      { name: 'mf_legal', entry: 'https://cdn.example.com/legal/mf-manifest.json' },
    ]);
    await getRemoteList();
    expect(fetchSpy).toHaveBeenCalledTimes(1); // fetched once
  });

  it('reads the list the server wrote into the page, without fetching it', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { getRemoteList, REMOTE_LIST_ELEMENT_ID } = await freshRegistry();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = REMOTE_LIST_ELEMENT_ID;
    block.textContent = JSON.stringify(list);
    document.head.append(block);
    try {
      const loaded = await getRemoteList();
      expect(loaded.get('mf_alerts')?.entry).toBe('http://localhost/remotes/mf_alerts/mf-manifest.json');
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      block.remove();
    }
  });

  it('fetches the list when the block in the page is not JSON', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(list)));
    const { getRemoteList, REMOTE_LIST_ELEMENT_ID } = await freshRegistry();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = REMOTE_LIST_ELEMENT_ID;
    block.textContent = '{"remotes": [';
    document.head.append(block);
    try {
      expect((await getRemoteList()).has('mf_legal')).toBe(true);
      expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    } finally {
      block.remove();
    }
  });

  it('fetches the list again after a failure', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(list)));
    const { getRemoteList } = await freshRegistry();
    await expect(getRemoteList()).rejects.toThrow('The remote list could not be loaded (503)');
    expect((await getRemoteList()).has('mf_alerts')).toBe(true);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('refuses a list of the old shape', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ mf_alerts: '/x.json' })));
    const { getRemoteList } = await freshRegistry();
    await expect(getRemoteList()).rejects.toThrow('The remote list is malformed');
  });

  it('loads an exposed module and returns its default export; unknown remotes fail clearly', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(list)));
    const { loadRemoteModule } = await freshRegistry();
    const { loadRemote: load } = jest.requireMock('@module-federation/enhanced/runtime');
    const Page = () => null;
    load.mockResolvedValue({ default: Page });
    await expect(loadRemoteModule('mf_alerts', './AlertsPage')).resolves.toBe(Page);
    expect(load).toHaveBeenCalledWith('mf_alerts/AlertsPage');
    await expect(loadRemoteModule('mf_settings', './SettingsPage')).rejects.toThrow(
      'mf_settings is not in the remote list',
    );
  });

  it('re-registers a remote with force on reset, so a failed entry is fetched again', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(list)));
    const { resetRemote } = await freshRegistry();
    const { registerRemotes: register } = jest.requireMock('@module-federation/enhanced/runtime');
    await resetRemote('mf_legal');
    expect(register).toHaveBeenLastCalledWith(
      [{ name: 'mf_legal', entry: 'https://cdn.example.com/legal/mf-manifest.json' }],
      { force: true },
    );
  });
});

// Keep the imported names referenced for the type checker.
void loadRemote;
void registerRemotes;
