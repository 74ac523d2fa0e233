/** An error whose message is safe to show: the error handler answers `{ detail: message }` with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, detail: string) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const httpError = (statusCode: number, detail: string) => new HttpError(statusCode, detail);
