import ipaddr from "ipaddr.js";
import { currentConfig } from "../config";

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** Cloud metadata endpoints: refused even when private targets are allowed. */
const METADATA_ADDRESSES = ["169.254.169.254", "169.254.170.2", "100.100.100.200", "fd00:ec2::254"].map((a) => ipaddr.parse(a).toNormalizedString());

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR("64:ff9b::/96");

/** Ranges LEADMAP_ALLOW_PRIVATE_TARGETS=1 opens (tests only). */
const PRIVATE_RANGES = new Set(["loopback", "private", "uniqueLocal"]);

export interface AddressPolicy {
	/** loopback and the private ranges: LEADMAP_ALLOW_PRIVATE_TARGETS=1, tests only */
	allowPrivate: boolean;
	/** loopback alone; default: sandbox mode, where a local trial receives its own webhooks */
	allowLoopback?: boolean;
}

export function allowPrivateTargets(): boolean {
	return currentConfig().allowPrivateTargets;
}

/** The sandbox (LEADMAP_SANDBOX=1) opens loopback only: private networks stay as shut as in production. */
function opened(range: string, policy: AddressPolicy): boolean {
	if (policy.allowPrivate && PRIVATE_RANGES.has(range)) return true;
	return range === "loopback" && (policy.allowLoopback ?? currentConfig().sandbox);
}

function isMetadata(addr: IPv4 | IPv6): boolean {
	return METADATA_ADDRESSES.includes(addr.toNormalizedString());
}

function v4FromBytes(bytes: number[]): IPv4 {
	return new ipaddr.IPv4(bytes);
}

function v4Refusal(addr: IPv4, policy: AddressPolicy): string | null {
	if (isMetadata(addr)) return "metadata";
	const range = addr.range() as string;
	if (range === "unicast") return null;
	return opened(range, policy) ? null : range;
}

/** IPv6 forms that carry an IPv4 address are judged by that address. */
function v6Refusal(addr: IPv6, policy: AddressPolicy): string | null {
	if (isMetadata(addr)) return "metadata";
	const bytes = addr.toByteArray();
	const range = addr.range() as string;
	switch (range) {
		case "ipv4Mapped":
		case "rfc6145":
			return v4Refusal(v4FromBytes(bytes.slice(12)), policy);
		case "rfc6052":
			// Only the well-known NAT64 prefix maps to the public IPv4 internet; 64:ff9b:1::/48 is local use.
			return addr.match(NAT64_WELL_KNOWN) ? v4Refusal(v4FromBytes(bytes.slice(12)), policy) : "nat64LocalUse";
		case "6to4":
			return v4Refusal(v4FromBytes(bytes.slice(2, 6)), policy);
		case "unicast":
			// Everything outside 2000::/3 is unassigned or special (e.g. the deprecated ::a.b.c.d form).
			return addr.match(GLOBAL_UNICAST_V6) ? null : "reserved";
		default:
			return opened(range, policy) ? null : range;
	}
}

/**
 * Why an address must not be reached (`loopback`, `private`, `linkLocal`, `carrierGradeNat`,
 * `metadata`, `uniqueLocal`, `multicast`, `reserved`, ...), or null when it is a public unicast address.
 */
export function addressRefusal(address: string, policy: AddressPolicy): string | null {
	let addr: IPv4 | IPv6;
	try {
		addr = ipaddr.parse(address.replace(/^\[(.*)\]$/, "$1"));
	} catch {
		return "not_an_ip";
	}
	return addr.kind() === "ipv4" ? v4Refusal(addr as IPv4, policy) : v6Refusal(addr as IPv6, policy);
}
