// Development ports: the shell, each remote's dev server, and the API they proxy to.
module.exports = {
  API_DEV_PORT: 8000,
  SHELL_DEV_PORT: 3000,
  remotes: {
    mf_alerts: 3001,
    mf_properties: 3002,
    mf_meetings: 3003,
    mf_legal: 3004,
    mf_settings: 3005,
  },
};
