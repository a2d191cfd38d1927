/**
 * Buffered stdout for commands that print many lines (100k verdicts): one write per
 * batch instead of one per line, which would dominate the run time.
 */
export class LineWriter {
  private lines: string[] = [];

  constructor(private readonly batch = 256) {}

  line(text: string): void {
    this.lines.push(text);
    if (this.lines.length >= this.batch) this.flush();
  }

  flush(): void {
    if (this.lines.length === 0) return;
    process.stdout.write(`${this.lines.join("\n")}\n`);
    this.lines = [];
  }
}
