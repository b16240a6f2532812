/** The e2e message sinks' ports: the three after the server's own. */
export function messageSinkPorts(serverPort: number) {
  return { smtp: serverPort + 1, sms: serverPort + 2, readBack: serverPort + 3 };
}
