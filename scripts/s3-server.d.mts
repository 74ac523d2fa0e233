// Types of scripts/s3-server.mjs for the TypeScript tests and benchmarks that import it.
export declare const S3_SERVER_ACCESS_KEY_ID: string;
export declare const S3_SERVER_SECRET_ACCESS_KEY: string;
export interface S3Server {
  endpoint: string;
  port: number;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  pid: number;
  /** S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY. */
  env: Record<string, string>;
  close(): Promise<void>;
}
export declare function startS3Server(options: {
  port?: number;
  directory: string;
  buckets?: string[];
  log?: boolean;
}): Promise<S3Server>;
