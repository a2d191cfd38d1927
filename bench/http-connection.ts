/**
 * The table benchmark's HTTP client: one keep-alive HTTP/1.1 connection over a plain TCP
 * socket, one request at a time, answers read by their Content-Length.
 *
 * Why not node:http's client: the scripted clients share the reference machine's two cores
 * with the server they measure, and node:http's client cost ~165 µs of CPU per request
 * (its event loop 33% busy at 2,000 requests/s) against ~90 µs for this one (17-20%): CPU
 * taken from the server. A load generator should load the server, not the machine (wrk and
 * its kin are written in C for the same reason). What goes over the wire is an ordinary
 * HTTP/1.1 request, parsed by the server's ordinary node:http parser. Answers come with a
 * Content-Length or chunked (tRPC's Node adapter streams its answers).
 */
import { connect, type Socket } from "node:net";

export interface HttpAnswer {
  status: number;
  /** The body, parsed as JSON. */
  json: unknown;
}

interface Waiting {
  resolve: (answer: HttpAnswer) => void;
  reject: (error: Error) => void;
}

const HEAD_END = Buffer.from("\r\n\r\n");
const CRLF = Buffer.from("\r\n");

/** A request unanswered for this long fails (the run reports it) rather than hanging the bench. */
const ANSWER_TIMEOUT_MS = 30_000;

export class HttpConnection {
  readonly #socket: Socket;
  readonly #host: string;
  #buffer: Buffer = Buffer.alloc(0);
  #waiting: Waiting | null = null;
  #closed: Error | null = null;

  private constructor(socket: Socket, host: string) {
    this.#socket = socket;
    this.#host = host;
    socket.on("data", (chunk: Buffer) => {
      if (this.#waiting === null) {
        // One request at a time: bytes nobody asked for are a protocol error.
        this.#fail(new Error("answer received with no request pending"));
        return;
      }
      this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
      this.#readAnswer();
    });
    socket.on("error", (error) => this.#fail(error));
    socket.on("close", () => this.#fail(new Error("connection closed")));
    socket.setTimeout(ANSWER_TIMEOUT_MS, () => {
      if (this.#waiting !== null) this.#fail(new Error(`no answer in ${ANSWER_TIMEOUT_MS / 1000} s`));
    });
  }

  /** Opens a connection to `url`'s host and port (no request yet). */
  static open(url: URL): Promise<HttpConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: url.hostname, port: Number(url.port || 80), noDelay: true });
      socket.once("error", reject);
      socket.once("connect", () => {
        socket.off("error", reject);
        resolve(new HttpConnection(socket, url.host));
      });
    });
  }

  /** POSTs `body` (JSON) to `path`; resolves with the answer, rejects if the connection fails. */
  post(path: string, body: string): Promise<HttpAnswer> {
    if (this.#waiting !== null) return Promise.reject(new Error("one request at a time"));
    if (this.#closed !== null) return Promise.reject(this.#closed);
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
      this.#socket.write(
        `POST ${path} HTTP/1.1\r\nhost: ${this.#host}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    });
  }

  close(): void {
    this.#socket.destroy();
  }

  /** Settles the pending request once its whole answer (head and body) has arrived. */
  #readAnswer(): void {
    const headEnd = this.#buffer.indexOf(HEAD_END);
    if (headEnd === -1) return;
    const head = this.#buffer.toString("latin1", 0, headEnd);
    const bodyStart = headEnd + HEAD_END.length;
    const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(head)?.[1];
    let body: string;
    if (length !== undefined) {
      const bodyEnd = bodyStart + Number(length);
      if (this.#buffer.length < bodyEnd) return;
      if (this.#buffer.length > bodyEnd) {
        this.#fail(new Error("more bytes than the answer's Content-Length"));
        return;
      }
      body = this.#buffer.toString("utf8", bodyStart, bodyEnd);
    } else if (/\r\ntransfer-encoding:[ \t]*chunked/i.test(head)) {
      const chunked = this.#chunkedBody(bodyStart);
      if (chunked === null) return;
      body = chunked;
    } else {
      this.#fail(new Error(`answer without Content-Length nor chunks: ${head.split("\r\n")[0]}`));
      return;
    }
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
    this.#buffer = Buffer.alloc(0);
    this.#settle((waiting) => {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        waiting.reject(new Error(`answer ${status} is not JSON: ${body.slice(0, 80)}`));
        return;
      }
      waiting.resolve({ status, json });
    });
  }

  /** A chunked body from `at`, once its last (empty) chunk has arrived; null until then. */
  #chunkedBody(at: number): string | null {
    const parts: Buffer[] = [];
    for (let offset = at; ; ) {
      const sizeEnd = this.#buffer.indexOf(CRLF, offset);
      if (sizeEnd === -1) return null;
      const size = Number.parseInt(this.#buffer.toString("latin1", offset, sizeEnd), 16);
      const dataStart = sizeEnd + CRLF.length;
      if (this.#buffer.length < dataStart + size + CRLF.length) return null;
      if (size === 0) return Buffer.concat(parts).toString("utf8");
      parts.push(this.#buffer.subarray(dataStart, dataStart + size));
      offset = dataStart + size + CRLF.length;
    }
  }

  /** The connection is unusable: the pending request (and every later one) fails with `error`. */
  #fail(error: Error): void {
    this.#closed ??= error;
    this.#settle((waiting) => waiting.reject(error));
    this.#socket.destroy();
  }

  #settle(how: (waiting: Waiting) => void): void {
    const waiting = this.#waiting;
    this.#waiting = null;
    if (waiting !== null) how(waiting);
  }
}
