import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { PROVIDERS, type BusinessRecord, type Observation } from "../../shared/business";
import { getDataSource } from "../../shared/db";
import { businessesByIds, upsertObservations } from "./businesses.store";

export interface UpsertParams { observations: Observation[] }
export interface UpsertedBusiness { id: string; provider: string; providerBusinessId: string }
export interface GetManyParams { ids: string[] }

const nullableString = (max: number) => ({ type: "string", max, optional: true, nullable: true }) as const;
const nullableNumber = { type: "number", optional: true, nullable: true } as const;

/** The shared business dataset: every observation of every run lands here. */
const DatasetService: ServiceSchema<ServiceSettingSchema, Service> = {
	name: "dataset",

	actions: {
		upsert: {
			visibility: "public",
			params: {
				observations: {
					type: "array", max: 1000,
					items: {
						type: "object",
						props: {
							provider: { type: "enum", values: [...PROVIDERS] },
							providerBusinessId: { type: "string", min: 1, max: 200 },
							cid: nullableString(40),
							placeId: nullableString(300),
							name: { type: "string", min: 1, max: 1000 },
							fullAddress: nullableString(2000),
							street: nullableString(1000),
							locality: nullableString(500),
							postalCode: nullableString(50),
							region: nullableString(500),
							country: nullableString(2),
							categories: { type: "array", items: "string", optional: true },
							rating: nullableNumber,
							reviewCount: nullableNumber,
							phone: nullableString(100),
							website: nullableString(2048),
							latitude: nullableNumber,
							longitude: nullableNumber,
							details: { type: "object", optional: true },
						},
					},
				},
			},
			async handler(ctx: Context<UpsertParams>): Promise<UpsertedBusiness[]> {
				return upsertObservations(ctx.params.observations);
			},
		},
		getMany: {
			visibility: "public",
			params: { ids: { type: "array", items: "uuid", max: 5000 } },
			async handler(ctx: Context<GetManyParams>): Promise<BusinessRecord[]> {
				return businessesByIds(ctx.params.ids);
			},
		},
	},

	async started() {
		await getDataSource();
	},
};

export default DatasetService;
