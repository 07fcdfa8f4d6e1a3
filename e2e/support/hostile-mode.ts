/** Switches the dev instance at `devUrl` to a hostile answer mode (dev-instance/src/faults/hostile.ts). */
export async function setHostileMode(devUrl: string, mode: string): Promise<void> {
  const reply = await fetch(`${devUrl}/__dev/hostile`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  if (!reply.ok) throw new Error(`/__dev/hostile answered ${reply.status}`);
}
