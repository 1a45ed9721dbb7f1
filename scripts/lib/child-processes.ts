import { spawn, type ChildProcess } from 'node:child_process';

/** Runs a command to its end; its errors show, its chatter only when `quiet` is false. */
export async function runCommand(
  command: string,
  commandArgs: string[],
  env: NodeJS.ProcessEnv,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<void> {
  const child = spawn(command, commandArgs, {
    env,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed with ${code}`);
}

/** Waits until a started server's `/healthz` answers 200; fails early if it has exited. */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** SIGTERM (the server shuts down gracefully), then SIGKILL should it not be gone in 30 s. */
export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
