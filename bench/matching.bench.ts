import { ServiceBroker, type ServiceSchema } from "moleculer";
import { Client } from "pg";
import { brokerOptions } from "../moleculer.config";
import { appleId, applePlace } from "../sandbox/apple-api";
import { bingEntity, bingYpid } from "../sandbox/bing-wire";
import { placeArray } from "../sandbox/google-wire";
import { bingVariant } from "../sandbox/provider-variants";
import { hashString } from "../sandbox/random";
import { defaultWorld, type WorldBusiness } from "../sandbox/world";
import DatasetService from "../services/dataset/dataset.service";
import type { Observation } from "../services/dataset/dataset.contract";
import { appleObservation } from "../services/scrapers/apple/apple-pager";
import { bingObservation } from "../services/scrapers/bing/bing-pager";
import { toObservation } from "../services/scrapers/google/keyless-pager";
import { parseApplePlace } from "../services/scrapers/apple/api";
import { placeFromEntity } from "../services/scrapers/bing/parse";
import { parsePlaceArray } from "../services/scrapers/google/parse";
import { closeDatabase } from "../shared/db";
import { useTheSchema } from "../bin/schema";
import { benchDatabase, recordResults } from "./support";

/**
 * Cross-provider links against the simulator's ground truth: the same world places as Google,
 * Bing and Apple show them (read back through the scrapers' own parsers), written through
 * dataset.upsert a page at a time, provider after provider, as searches would. Every link found
 * is checked against the place behind both rows (its world `seq`).
 */
const PER_CITY = Number(process.env.BENCH_MATCHING_PER_CITY ?? 1500);
const CITIES = ["lyon", "new-york", "berlin"];
const PAGE = 100;
const TARGET = { precision: 0.98, recall: 0.9 };

/**
 * The simulator gives every provider the same coordinates (its viewports are drawn on them); real
 * providers place a business tens of metres apart. The second pass moves Bing's and Apple's points
 * by up to `jitterMeters` (deterministic, from the place), to see how the matcher holds up.
 */
function moved(o: Observation, jitterMeters: number): Observation {
	if (!jitterMeters || o.latitude == null || o.longitude == null) return o;
	const h = hashString(`${o.provider}:${o.providerBusinessId}`);
	const angle = ((h % 3600) / 3600) * 2 * Math.PI;
	const meters = (((h >>> 12) % 1000) / 1000) * jitterMeters;
	const dLat = (Math.sin(angle) * meters) / 111_320;
	const dLng = (Math.cos(angle) * meters) / (111_320 * Math.cos((o.latitude * Math.PI) / 180));
	return { ...o, latitude: o.latitude + dLat, longitude: o.longitude + dLng };
}

function observationsOf(places: readonly WorldBusiness[], jitterMeters: number): Record<"google" | "bing" | "apple", Observation[]> {
	return {
		google: places.map((b) => toObservation(parsePlaceArray(placeArray(b))!)!),
		bing: places.map((b) => moved(bingObservation(placeFromEntity(bingEntity(bingVariant(b)))!, b.countryCode), jitterMeters)),
		apple: places.map((b) => moved(appleObservation(parseApplePlace(applePlace(b))!), jitterMeters)),
	};
}

function pairKey(a: number, b: string, c: string): string {
	return `${a}:${[b, c].sort().join("-")}`;
}

const JITTER_METERS = 60;

export async function matchingBench(): Promise<void> {
	const exact = await matchingPass(0);
	const jittered = await matchingPass(JITTER_METERS);
	const figures = { ...exact, withCoordinatesMovedUpTo60m: jittered };
	console.log(JSON.stringify(figures, null, 2));
	recordResults("matching", figures);
	for (const pass of [exact, jittered]) {
		if (pass.precision < TARGET.precision || pass.recall < TARGET.recall || pass.asymmetricLinks) {
			throw new Error(`matching below target: precision ${pass.precision}, recall ${pass.recall}, asymmetric ${pass.asymmetricLinks}`);
		}
	}
}

async function matchingPass(jitterMeters: number) {
	const db = await benchDatabase();
	process.env.DATABASE_URL = db.url;
	useTheSchema();
	const broker = new ServiceBroker(brokerOptions({ logger: false, nodeID: "bench-matching" }));
	broker.createService(DatasetService as unknown as ServiceSchema);
	await broker.start();
	try {
		const places = CITIES.flatMap((city) => defaultWorld.cityBusinesses(city).slice(0, PER_CITY));
		const seqOf = new Map<string, number>();
		for (const b of places) {
			seqOf.set(`google:${b.cid}`, b.seq);
			seqOf.set(`bing:${bingYpid(b)}`, b.seq);
			seqOf.set(`apple:${appleId(b)}`, b.seq);
		}
		const byProvider = observationsOf(places, jitterMeters);
		const started = performance.now();
		let rows = 0;
		for (const provider of ["google", "bing", "apple"] as const) {
			const list = byProvider[provider];
			for (let i = 0; i < list.length; i += PAGE) {
				await broker.call("dataset.upsert", { observations: list.slice(i, i + PAGE) });
				rows += Math.min(PAGE, list.length - i);
			}
		}
		const seconds = (performance.now() - started) / 1000;
		const client = new Client({ connectionString: db.url });
		await client.connect();
		const links = (
			await client.query<{ a: string; b: string; confidence: number }>(
				`SELECT a.provider || ':' || a.provider_business_id AS a, b.provider || ':' || b.provider_business_id AS b, l.confidence
			 FROM business_links l JOIN businesses a ON a.id = l.business_id JOIN businesses b ON b.id = l.linked_id
			 WHERE l.business_id < l.linked_id`,
			)
		).rows;
		const asymmetric = Number(
			(
				await client.query(
					`SELECT count(*) AS n FROM business_links l WHERE NOT EXISTS
			 (SELECT 1 FROM business_links r WHERE r.business_id = l.linked_id AND r.linked_id = l.business_id)`,
				)
			).rows[0].n,
		);
		await client.end();
		const truth = places.length * 3;
		const correct = links.filter((l) => seqOf.get(l.a) === seqOf.get(l.b)).length;
		const found = new Set(links.filter((l) => seqOf.get(l.a) === seqOf.get(l.b)).map((l) => pairKey(seqOf.get(l.a)!, l.a.split(":")[0], l.b.split(":")[0])));
		const recallByPair = Object.fromEntries(
			["apple-bing", "apple-google", "bing-google"].map((pair) => [
				pair,
				Math.round(([...found].filter((k) => k.endsWith(`:${pair}`)).length / places.length) * 1000) / 1000,
			]),
		);
		const figures = {
			rows,
			businesses: places.length,
			cities: CITIES,
			links: links.length,
			trueLinks: truth,
			correctLinks: correct,
			precision: Math.round((correct / Math.max(1, links.length)) * 10000) / 10000,
			recall: Math.round((correct / truth) * 10000) / 10000,
			recallByPair,
			asymmetricLinks: asymmetric,
			upsertRowsPerSecond: Math.round(rows / seconds),
			target: TARGET,
		};
		return figures;
	} finally {
		await broker.stop();
		await closeDatabase();
		await db.drop();
	}
}
