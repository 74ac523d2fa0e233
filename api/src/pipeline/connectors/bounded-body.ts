/**
 * Reads an answer's body with a byte bound, declared (Content-Length) and actual, before anyone parses it: a hostile
 * or broken source cannot make a run hold more than `maxBytes` of one answer. `tooLarge` makes the error thrown (the
 * caller's words); the body is cancelled first.
 */
export async function readBoundedBody(response: Response, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); reader && part && !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}
