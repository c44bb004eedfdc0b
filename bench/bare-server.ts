import http from "node:http";

/** The yardstick: a bare Node server answering the same usage JSON from memory. */
const body = JSON.stringify({
	plan: "pro",
	accessStatus: "active",
	credits: { balance: 10000, monthlyAllowance: 10000 },
	rateLimitPerMinute: 300,
	resetsAt: new Date().toISOString(),
});
const port = Number(process.env.PORT ?? 3100);
http
	.createServer((_req, res) => {
		res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
		res.end(body);
	})
	.listen(port, "127.0.0.1", () => console.log(`bare server on ${port}`));
process.once("SIGTERM", () => process.exit(0));
