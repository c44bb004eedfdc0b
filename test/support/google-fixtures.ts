import fs from "node:fs";
import path from "node:path";

/** Google's real answers (test/fixtures/google, described in its README); LEADMAP_GOOGLE_FIXTURES points elsewhere. */
const FIXTURE_DIR = [process.env.LEADMAP_GOOGLE_FIXTURES, path.resolve(__dirname, "../fixtures/google")].find(
	(dir): dir is string => !!dir && fs.existsSync(path.join(dir, "output.json")),
);

export function googleFixture(name: string): string {
	if (!FIXTURE_DIR) throw new Error("Google fixtures not found: set LEADMAP_GOOGLE_FIXTURES or copy them to test/fixtures/google");
	return fs.readFileSync(path.join(FIXTURE_DIR, name), "utf8");
}

/** A place page fixture's place array (`jd[6]`), to read or to change. */
export function googlePlaceArray(name: string): unknown[] {
	const text = googleFixture(name);
	return (JSON.parse(text.slice(text.indexOf("["))) as unknown[][])[6];
}
