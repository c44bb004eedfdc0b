import { randomUUID } from "node:crypto";
import { STATUS_CODES, type Server } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "moleculer";

type ParserSocket = Socket & { _httpMessage?: { headersSent?: boolean } | null };

function statusOf(code: string | undefined): [number, string] {
	if (code === "HPE_HEADER_OVERFLOW") return [431, "headers_too_large"];
	if (code === "HPE_CHUNK_EXTENSIONS_OVERFLOW") return [413, "payload_too_large"];
	if (code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "request_timeout"];
	return [400, "invalid_body"];
}

/**
 * What Node's HTTP parser refuses before the gateway sees it (headers or a URL over
 * 16 KiB, a malformed request line, headers that never finish) is answered like every
 * other error, with an `{error}` body and a request id, instead of Node's bare status line;
 * its access line has no method or route, as the request was never read.
 */
export function answerClientErrors(server: Server, logger: Logger): void {
	server.on("clientError", (err: NodeJS.ErrnoException, socket: ParserSocket) => {
		if (err.code === "ECONNRESET" || !socket.writable || socket._httpMessage?.headersSent) {
			socket.destroy();
			return;
		}
		const [status, code] = statusOf(err.code);
		const body = JSON.stringify({ error: code });
		const requestId = randomUUID();
		logger.info({ status, error: code, requestId }, `unreadable request ${status}`);
		socket.end(
			`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nX-Request-Id: ${requestId}\r\n` +
				`Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
		);
	});
}
