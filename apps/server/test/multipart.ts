import crypto from 'node:crypto';

/** A multipart/form-data body with one file in the field `file`, as a browser sends an upload; inject() takes both parts. */
export function multipartFile(content: Buffer | string, filename: string, mime = 'application/octet-stream') {
  const boundary = `----lotus${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`),
    typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
