import type { PhraseBook } from "../phrases";

export const EN: PhraseBook = {
	topics: {
		service: {
			positive: ["the service was excellent", "we were looked after from start to finish", "the service could not have been better"],
			negative: ["the service was slow and disorganised", "nobody seemed to care about the customers", "the service was not up to standard"],
		},
		staff: {
			positive: ["the staff were friendly and helpful", "the team was welcoming and professional", "nothing was too much trouble for the staff"],
			negative: ["the staff were rude", "the employees were not friendly at all", "the person at the front desk was dismissive"],
		},
		price: {
			positive: ["the prices are very reasonable", "it is good value for money", "it was not expensive at all"],
			negative: ["it is far too expensive for what you get", "the prices are much too high", "it is not worth the money"],
		},
		quality: {
			positive: ["the quality is excellent", "everything was done to a high standard", "I could not fault the quality"],
			negative: ["the quality was poor", "the work was sloppy", "the quality is not what it used to be"],
		},
		cleanliness: {
			positive: ["everything was spotless", "the place is very clean", "there was not a speck of dust anywhere"],
			negative: ["the place was dirty", "the toilets were filthy", "it was not clean at all"],
		},
		waiting_time: {
			positive: ["we did not have to wait long", "everything was quick", "there was hardly any wait"],
			negative: ["we waited far too long", "the wait was over an hour", "the waiting seemed endless"],
		},
		location: {
			positive: ["the location is very convenient", "it is easy to find and close to the centre", "there is plenty of parking nearby"],
			negative: ["the place is hard to find", "parking around here is impossible", "it is not easy to get to"],
		},
		atmosphere: {
			positive: ["the atmosphere is warm and relaxed", "it has a lovely, cosy feel", "the place has a great vibe"],
			negative: ["the atmosphere was cold and noisy", "the music was far too loud", "it did not feel welcoming"],
		},
		food: {
			positive: ["the food was delicious", "the dishes were fresh and full of flavour", "the portions were generous and tasty"],
			negative: ["the food was bland", "my dish arrived cold", "the food was not fresh"],
		},
	},
	openers: {
		positive: ["Great experience.", "Highly recommended!", "Really happy with my visit."],
		neutral: ["It was okay.", "Mixed feelings about this place.", "Nothing special."],
		negative: ["Very disappointing.", "Never again.", "What a letdown."],
	},
	closers: {
		positive: ["I will definitely come back.", "Thank you!", "I recommend it."],
		neutral: ["I might give it another try.", "Average overall."],
		negative: ["I would not recommend it.", "Avoid.", "I won't be back."],
	},
	and: "and",
	but: "but",
	replies: {
		positive: ["Thank you so much for your kind words, we hope to see you again soon!", "Many thanks for your review!"],
		negative: [
			"We are sorry to hear about your experience. Please contact us so we can make things right.",
			"Thank you for your feedback, we will look into it.",
		],
	},
};
