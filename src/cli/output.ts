/**
 * Buffered stdout for commands that print many lines (100k verdicts). Lines are encoded
 * straight into a byte buffer, written when it fills: no array of strings to join, no
 * second encoding of the joined text (together they cost more than checking the words).
 */
export class LineWriter {
  private buffer: Buffer;
  private used = 0;

  constructor(private readonly size = 1 << 16) {
    this.buffer = Buffer.allocUnsafe(size);
  }

  line(text: string): void {
    // UTF-8 needs at most 3 bytes per UTF-16 unit; a longer line than the buffer gets its own.
    const room = text.length * 3 + 1;
    if (this.used + room > this.buffer.length) {
      this.flush();
      if (room > this.buffer.length) {
        process.stdout.write(`${text}\n`);
        return;
      }
    }
    this.used += this.buffer.write(text, this.used);
    this.buffer[this.used++] = 0x0a;
  }

  flush(): void {
    if (this.used === 0) return;
    // stdout may still be sending the bytes: hand it this buffer and start a new one.
    process.stdout.write(this.buffer.subarray(0, this.used));
    this.buffer = Buffer.allocUnsafe(this.size);
    this.used = 0;
  }
}
