import { PROVIDERS, type Provider } from "./business";
import { BadRequestError } from "./errors";

/**
 * The id forms each provider uses for one place, checked before a provider is asked about
 * an id the dataset has not seen:
 * - google: a CID (a decimal 64-bit number) or a Place ID (`ChIJ…`, base64url);
 * - bing: a ypid, `YN<digits>x<digits>` (`YN114x189818795`);
 * - apple: a Place ID, `I` and 16 hex digits (`I7C250D2CDCB364A`), or a muid (decimal), one of
 *   a place's `alternateIds`, which Apple's place lookup also answers.
 */
const ID_FORMS: Record<Provider, { pattern: RegExp; code: string; what: string }> = {
	google: { pattern: /^(?:\d{1,20}|ChIJ[A-Za-z0-9_-]{6,296})$/, code: "invalid_cid", what: "a Google CID (a decimal number) or Place ID (ChIJ…)" },
	bing: { pattern: /^YN\d{1,10}x\d{1,30}$/, code: "invalid_ypid", what: "a Bing ypid (YN<digits>x<digits>)" },
	apple: { pattern: /^(?:I[0-9A-Fa-f]{16}|\d{1,20})$/, code: "invalid_apple_id", what: "an Apple Place ID (I and 16 hex digits) or muid (a decimal number)" },
};

/** The `{error}` code of a malformed id of each provider. */
export const INVALID_ID_CODES: Record<Provider, string> = {
	google: ID_FORMS.google.code,
	bing: ID_FORMS.bing.code,
	apple: ID_FORMS.apple.code,
};

/** The id in its provider's form (Apple's hex upper-cased, as Apple writes it); 400 with the provider's code otherwise. */
export function parseProviderId(provider: Provider, id: string): string {
	const form = ID_FORMS[provider];
	if (!form.pattern.test(id)) throw new BadRequestError(`${provider} id ${JSON.stringify(id.slice(0, 100))} is not ${form.what}`, form.code);
	return provider === "apple" ? id.toUpperCase() : id;
}

/**
 * A business named in a path (`/v1/businesses/{cid}/…`): a bare Google CID, or `<provider>:<id>`
 * (`bing:YN114x189818795`, `apple:I7C250D2CDCB364A`, `google:<cid>`). A bare value that is not a
 * CID is 400 `invalid_cid`, as before other providers were accepted.
 */
export function parseBusinessKey(key: string): { provider: Provider; id: string } {
	const colon = key.indexOf(":");
	if (colon < 0) {
		if (!/^\d{1,20}$/.test(key)) throw new BadRequestError("cid must be a Google CID (a decimal number), or <provider>:<id>", ID_FORMS.google.code);
		return { provider: "google", id: key };
	}
	const provider = key.slice(0, colon);
	if (!(PROVIDERS as readonly string[]).includes(provider)) {
		throw new BadRequestError(`the provider of ${JSON.stringify(key.slice(0, 100))} must be one of ${PROVIDERS.join(", ")}`, ID_FORMS.google.code);
	}
	return { provider: provider as Provider, id: parseProviderId(provider as Provider, key.slice(colon + 1)) };
}

/** The key a path takes for a business, `<provider>:<id>` (`bing:YN114x189818795`): parseBusinessKey reads it back. */
export function businessKeyOf(business: { provider: Provider; providerBusinessId: string }): string {
	return `${business.provider}:${business.providerBusinessId}`;
}
