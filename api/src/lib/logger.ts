/**
 * The log a domain writes to: the app's (pino) logger satisfies it, so domain code logs without knowing the HTTP
 * framework (`log.error({ err }, 'what failed')`, `log.info('what happened')`).
 */
export type LogFn = (objOrMessage: unknown, message?: string) => void;

export interface Logger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}
