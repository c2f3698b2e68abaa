import { connect } from 'node:net';

export interface RawAnswer {
  statusCode: number;
  text: string;
}

/**
 * Sends hand-written HTTP/1.1 so tests can do what HTTP clients tidy away (a header line twice).
 * The request must carry `Connection: close` so that the answer ends with the socket.
 */
export function rawHttp(baseUrl: string, lines: string[], body = ''): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const statusCode = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ statusCode, text });
    });
  });
}
