// Types of scripts/tcp-proxy.mjs for the TypeScript tests that import it.
export interface TcpProxy {
  readonly port: number;
  readonly down: boolean;
  url(scheme: string, rest?: string): string;
  connections(): number;
  accepted(): number;
  cut(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}
export declare function startTcpProxy(options: {
  port?: number;
  host?: string;
  target: { host: string; port: number };
}): Promise<TcpProxy>;
