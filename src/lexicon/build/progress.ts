/**
 * A progress bar on stderr for the lexicon build: redrawn in place on a terminal, a line
 * per phase and quarter elsewhere (CI logs, piped output), so a long build never looks hung.
 */
import type { Progress } from "./build";

export function progressBar(stream: NodeJS.WriteStream = process.stderr): Progress & { done(): void } {
  const started = Date.now();
  let lastPhase = "";
  let lastQuarter = -1;
  const report = (phase: string, done: number, total: number): void => {
    const fraction = total === 0 ? 1 : Math.min(1, done / total);
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round(fraction * width);
      stream.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${String(Math.round(fraction * 100)).padStart(3)}% ${phase}\x1b[K`);
    } else {
      const quarter = Math.floor(fraction * 4);
      if (phase !== lastPhase || quarter !== lastQuarter) {
        stream.write(`lessico: ${phase} ${Math.round(fraction * 100)}%\n`);
      }
      lastQuarter = quarter;
    }
    lastPhase = phase;
  };
  return Object.assign(report, {
    done(): void {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      stream.write(`${stream.isTTY ? "\r\x1b[K" : ""}lessico: pronto in ${seconds} s\n`);
    },
  });
}
