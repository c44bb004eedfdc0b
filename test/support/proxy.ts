import http from "node:http";
import net from "node:net";

/** A small forward proxy (CONNECT tunnels and absolute-form requests) that counts what went through it. */
export async function startProxy(): Promise<{ url: string; connects: number; requests: number; close(): Promise<void> }> {
	const state = { connects: 0, requests: 0 };
	const server = http.createServer((req, res) => {
		state.requests++;
		const target = new URL(req.url ?? "/");
		const upstream = http.request(
			{ host: target.hostname, port: target.port, path: target.pathname + target.search, method: req.method, headers: req.headers },
			(up) => {
				res.writeHead(up.statusCode ?? 502, up.headers);
				up.pipe(res);
			},
		);
		upstream.on("error", () => res.destroy());
		req.pipe(upstream);
	});
	server.on("connect", (req, socket, head) => {
		state.connects++;
		const [host, port] = (req.url ?? "").split(":");
		const upstream = net.connect(Number(port), host, () => {
			socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
			upstream.write(head);
			upstream.pipe(socket);
			socket.pipe(upstream);
		});
		upstream.on("error", () => socket.destroy());
		socket.on("error", () => upstream.destroy());
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as net.AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		get connects() {
			return state.connects;
		},
		get requests() {
			return state.requests;
		},
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
