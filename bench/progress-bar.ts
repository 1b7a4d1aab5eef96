/** A one-line progress bar on stderr: `label [#####.....] 52% 520000/1000000`. */
export function progressBar(label: string, total: number) {
  const width = 30;
  let last = -1;
  return {
    update(done: number) {
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      if (percent === last && done !== total) return;
      last = percent;
      const filled = Math.round((percent / 100) * width);
      process.stderr.write(
        `\r${label.padEnd(14)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(percent).padStart(3)}% ${done}/${total}`,
      );
      if (done >= total) process.stderr.write('\n');
    },
  };
}
