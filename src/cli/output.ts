/**
 * Buffered stdout for commands that print many lines (100k verdicts): lines are gathered
 * and written joined, about 64k characters at a time. One write per line, or encoding each
 * line into a byte buffer on its own, costs more than the joined text's single encoding.
 */
import { once } from "node:events";

/** How much may wait in stdout, unwritten, before the command stops to let the reader catch up. */
const QUEUE_LIMIT = 1 << 20;

export class LineWriter {
  private lines: string[] = [];
  private length = 0;
  /** Lines were handed to stdout since the last `drain()`: a long loop should call it. */
  behind = false;

  constructor(private readonly size = 1 << 16) {}

  line(text: string): void {
    this.lines.push(text);
    this.length += text.length + 1;
    if (this.length >= this.size) this.flush();
  }

  flush(): void {
    if (this.lines.length === 0) return;
    this.lines.push("");
    process.stdout.write(this.lines.join("\n"));
    this.lines = [];
    this.length = 0;
    this.behind = true;
  }

  /**
   * Gives the event loop a turn, so that stdout writes what the pipe takes while the command
   * goes on working; waits for the reader only when more than QUEUE_LIMIT bytes are queued.
   */
  async drain(): Promise<void> {
    this.behind = false;
    if (process.stdout.writableLength > QUEUE_LIMIT) await once(process.stdout, "drain");
    else await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
