#!/usr/bin/env node
// Runs the commands given as arguments side by side, as many at a time as the machine has cores,
// longest first as listed; each one's output is printed whole when it ends, so outputs do not
// interleave. Exits 1 if any command failed. `npm run typecheck` and `npm run lint` use it: their
// pieces are independent and each keeps one core busy.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
const slots = Math.max(1, Math.min(availableParallelism(), commands.length));

function run(command) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${command} (${seconds} s)\n`);
      if (output.length) process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const queue = [...commands];
let failed = 0;
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let command = queue.shift(); command; command = queue.shift()) if (!(await run(command))) failed += 1;
  }),
);
process.exit(failed ? 1 : 0);
