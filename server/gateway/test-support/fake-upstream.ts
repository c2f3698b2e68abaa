import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

export type FakeRoute = (request: SeenRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeUpstream {
  url: string;
  /** Every request received, in order. */
  seen: SeenRequest[];
  /** Answers `METHOD /path` (query ignored) with the given function instead of the default echo. */
  on(method: string, path: string, route: FakeRoute): void;
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, body: unknown, statusCode = 200): void {
  const text = JSON.stringify(body);
  res.writeHead(statusCode, { 'content-type': 'application/json;charset=UTF-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * A stand-in for the platform on an ephemeral loopback port. By default it answers every call with
 * an envelope describing what it received, so tests can check exactly what the gateway forwarded.
 */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const routes = new Map<string, FakeRoute>();
  const sockets = new Set<import('node:net').Socket>();

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: SeenRequest = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      rawHeaders: req.rawHeaders,
      body: Buffer.concat(chunks),
    };
    seen.push(request);
    const route = routes.get(`${request.method} ${request.url.split('?')[0]}`);
    if (route) return route(request, res);
    sendJson(res, { success: true, value: { method: request.method, url: request.url, bodyLength: request.body.length } });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    on(method, path, route) {
      routes.set(`${method.toUpperCase()} ${path}`, route);
    },
    async close() {
      // Hanging routes keep sockets open; they are cut so the test run can end.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback URL where nothing listens: connections are refused at once. */
export async function deadUpstreamUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/**
 * A mirror whose process is frozen (as under SIGSTOP): the kernel still accepts connections, but
 * nothing is ever read or answered.
 */
export async function frozenUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  const { createServer: createTcpServer } = await import('node:net');
  const sockets = new Set<import('node:net').Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Pino's output as parsed lines, for tests that check what the gateway logged. */
export function logCapture(): { lines: Record<string, unknown>[]; logger: { level: string; stream: { write(line: string): void } } } {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } } };
}
