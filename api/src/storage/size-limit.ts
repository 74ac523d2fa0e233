import { Transform, type TransformCallback } from 'node:stream';
import { ObjectTooLargeError } from './types.js';

/** Passes bytes through and counts them; past `maxBytes` it fails with ObjectTooLargeError. */
export class SizeLimit extends Transform {
  bytes = 0;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(new ObjectTooLargeError(this.maxBytes));
    callback(null, chunk);
  }
}
