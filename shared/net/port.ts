import net from "node:net";

/** Something accepts TCP connections on the local port (a server is up there). */
export function acceptsConnections(port: number, host = "127.0.0.1"): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = net.connect(port, host);
		socket.once("connect", () => {
			socket.destroy();
			resolve(true);
		});
		socket.once("error", () => resolve(false));
	});
}
