export interface ReviewForAnalysis { id: string; rating: number | null; text: string | null; language: string | null; publishedAt: string | null; ownerReplied: boolean }
export type Trend = "improving" | "stable" | "declining" | "insufficient_data";
export interface SentimentSummary { positive: number; neutral: number; negative: number; score: number; byRating: { "1": number; "2": number; "3": number; "4": number; "5": number }; trend: Trend }
export interface Topic { name: string; mentions: number; sentiment: number; examples: string[] }
export interface Signal { extractedAt: string; extractionVersion: string; sentimentSummary: SentimentSummary; topics: Topic[] }
export interface Narrative { summary: string; strengths: string[]; weaknesses: string[]; ownerResponseRate: number | null; ratingTrend: Trend }

declare module "../../shared/bus" {
	interface Actions {
		"analysis.version": Action<undefined, { extractionVersion: string }>;
		"analysis.extractSignal": Action<{ reviews: ReviewForAnalysis[] }, { signal: Signal; languages: Record<string, string | null> }>;
		"analysis.narrate": Action<{ business: { name: string | null; rating: number | null; reviewCount: number | null }; signal: Signal; reviews: ReviewForAnalysis[] }, { narrative: Narrative; analyzedAt: string }>;
	}
}
