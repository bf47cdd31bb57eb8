// A preload that prints the main thread's CPU time when the process first binds a listener: start-up measured as
// CPU, which a loaded machine swings far less than wall-clock time (docs/shell.md, "Start-up").
//   NODE_OPTIONS=--import=./bench/listen-cpu.mjs script -qfec 'node bin/svc.js --port 0' /dev/null
// prints `listen-cpu: main thread N ms, all threads M ms, U ms since start` (the launcher binds nothing, so only the
// serving process prints).
import net from 'node:net';

const listen = net.Server.prototype.listen;
let printed = false;
net.Server.prototype.listen = function (...args) {
  if (!printed) {
    printed = true;
    const main = process.threadCpuUsage();
    const all = process.cpuUsage();
    const ms = (u) => ((u.user + u.system) / 1000).toFixed(0);
    process.stderr.write(`listen-cpu: main thread ${ms(main)} ms, all threads ${ms(all)} ms, ${(process.uptime() * 1000).toFixed(0)} ms since start\n`);
  }
  return listen.apply(this, args);
};
