/**
 * A multipart/form-data body with one `file` part, as a browser's FormData sends it: for calls
 * to POST /uploads made in-process (the demo seed, tests) through app.inject.
 */
export function multipartFileBody(filename: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = `----safar${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
