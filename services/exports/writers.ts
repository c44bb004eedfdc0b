import type { EventEmitter } from "node:events";
import { PassThrough, Readable } from "node:stream";
import type ExcelJS from "exceljs";
import type { Lead } from "../leads/leads.contract";
import { ByteChunks } from "./byte-chunks";
import { CsvBytes } from "./csv";
import type { ExportFormat } from "./exports.contract";
import { LEAD_COLUMNS, rowOf } from "./lead-columns";

export const CONTENT_TYPES: Record<ExportFormat, string> = {
	csv: "text/csv; charset=utf-8",
	json: "application/json; charset=utf-8",
	xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * Bytes, not strings: a stream of strings is an object stream, which Moleculer sends
 * over the bus chunk by chunk unsplit, and a chunk over the transporter's payload
 * limit would never arrive. Byte chunks are split to its maxChunkSize.
 */
function byteStream(chunks: AsyncIterable<Buffer>): Readable {
	return Readable.from(chunks, { objectMode: false });
}

/** CSV: a header row, one lead a row, a batch a chunk. */
function csvStream(batches: AsyncIterable<Lead[]>): Readable {
	return byteStream(
		(async function* () {
			const bytes = new CsvBytes();
			bytes.header();
			yield bytes.take();
			for await (const batch of batches) {
				for (const lead of batch) bytes.lead(lead);
				yield bytes.take();
			}
		})(),
	);
}

const COMMA = 0x2c;

/** An array of Lead exactly as the API returns them, written as it is read, a batch a chunk. */
function jsonStream(batches: AsyncIterable<Lead[]>): Readable {
	return byteStream(
		(async function* () {
			const bytes = new ByteChunks();
			bytes.utf8("[");
			let first = true;
			for await (const batch of batches) {
				for (const lead of batch) {
					if (!first) bytes.byte(COMMA);
					bytes.utf8(JSON.stringify(lead));
					first = false;
				}
				yield bytes.take();
			}
			bytes.utf8("]");
			yield bytes.take();
		})(),
	);
}

/**
 * Every data cell shares one style object: exceljs remembers the style it wrote for an
 * object, and a fresh style per cell was worked out anew each time (a quarter of the time).
 */
const PLAIN_STYLE = Object.freeze({}) as Partial<ExcelJS.Style>;
const plainCell = (cell: ExcelJS.Cell): void => {
	cell.style = PLAIN_STYLE;
};

/**
 * exceljs pipes a sheet's XML into its zip without heeding the compressor's backpressure:
 * a 100,000-row export piled ~90 MB of XML in front of zlib, and the garbage it left slowed
 * the exports after it. Between batches the writer waits while more than this waits there.
 */
const ZIP_BACKLOG_BYTES = 1 << 20;

/** The stream the sheet's XML waits in before compression (exceljs's own field; absent, nothing is awaited). */
function zipBacklog(sheet: ExcelJS.Worksheet): EventEmitter | null {
	const queue = (sheet as unknown as { stream?: { pipes?: (EventEmitter & { _writableState?: { length: number; needDrain: boolean } })[] } }).stream
		?.pipes?.[0];
	const state = queue?._writableState;
	return queue && state && state.needDrain && state.length > ZIP_BACKLOG_BYTES ? queue : null;
}

/** Resolves when `stream` drains, or when the download closes (nothing will drain then). */
function drainedOrClosed(stream: EventEmitter, out: Readable): Promise<void> {
	return new Promise((resolve) => {
		const done = () => {
			stream.off("drain", done);
			out.off("close", done);
			resolve();
		};
		stream.once("drain", done);
		out.once("close", done);
	});
}

type WorkbookWriter = typeof ExcelJS.stream.xlsx.WorkbookWriter;
/**
 * exceljs's streaming writer alone, loaded by the first XLSX export: the package's entry point also
 * loads its reader and its in-memory workbook (661 modules against 206), the heaviest load the services
 * would have (about a second of start-up on every process and test file), and most processes never write XLSX.
 */
let workbookWriter: WorkbookWriter | null = null;
const loadWorkbookWriter = (): WorkbookWriter => (workbookWriter ??= require("exceljs/lib/stream/xlsx/workbook-writer") as WorkbookWriter);

/** One sheet through exceljs's streaming writer: typed cells, frozen header, autofilter; rows leave memory as written. */
function xlsxStream(batches: AsyncIterable<Lead[]>): Readable {
	const out = new PassThrough();
	const workbook = new (loadWorkbookWriter())({ stream: out, useStyles: true, useSharedStrings: false });
	const sheet = workbook.addWorksheet("Leads", { views: [{ state: "frozen", ySplit: 1 }] });
	sheet.columns = LEAD_COLUMNS.map((c) => ({ header: c.header, key: c.header, width: c.width }));
	sheet.getRow(1).font = { bold: true };
	sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: LEAD_COLUMNS.length } };
	(async () => {
		for await (const batch of batches) {
			// A download cut short: stop reading (leaving the loop closes the batches).
			if (out.destroyed) return;
			for (const lead of batch) {
				const row = sheet.addRow(rowOf(lead));
				row.eachCell(plainCell);
				row.commit();
			}
			const backlog = zipBacklog(sheet);
			if (backlog) await drainedOrClosed(backlog, out);
			if (out.writableNeedDrain) await drainedOrClosed(out, out);
		}
		sheet.commit();
		await workbook.commit();
	})().catch((err) => out.destroy(err));
	return out;
}

export function exportStream(format: ExportFormat, batches: AsyncIterable<Lead[]>): Readable {
	if (format === "csv") return csvStream(batches);
	if (format === "json") return jsonStream(batches);
	return xlsxStream(batches);
}
