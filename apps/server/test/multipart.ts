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

/** A multipart/form-data body with text fields and files (each `{ field, name, content, mime }`), as a browser sends a form. */
export function multipartForm(fields: Record<string, string>, files: { field?: string; name: string; content: Buffer | string; mime?: string }[] = []) {
  const boundary = `----lotus${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`, 'utf8'));
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'images'}"; filename="${f.name}"\r\nContent-Type: ${f.mime ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(typeof f.content === 'string' ? Buffer.from(f.content, 'utf8') : f.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
