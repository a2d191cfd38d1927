/**
 * Buffered stdout for commands that print many lines (100k verdicts): lines are gathered
 * and written joined, about 64k characters at a time. One write per line, or encoding each
 * line into a byte buffer on its own, costs more than the joined text's single encoding.
 */
import { once } from "node:events";

export class LineWriter {
  private lines: string[] = [];
  private length = 0;
  /** stdout holds more than it wants (a pipe whose reader is slower): wait for `drain()`. */
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
    if (!process.stdout.write(this.lines.join("\n"))) this.behind = true;
    this.lines = [];
    this.length = 0;
  }

  /** Resolves once stdout has passed on what it held. */
  async drain(): Promise<void> {
    await once(process.stdout, "drain");
    this.behind = false;
  }
}
